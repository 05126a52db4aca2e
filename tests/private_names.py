#!/usr/bin/env python3
"""The names private to one source file must differ across the sources of its library.

The libraries, programs and test programs compile as CMake unity builds (CMakeLists.txt),
several sources in one file, where two sources' anonymous namespaces become one: the same name
defined in two of them is at best a compile error in some batching and at worst an overload
that a call of the other source silently picks. This lists every name (function, constant, type) defined at the
top of an anonymous namespace, with the named namespace around it, and fails when one is
defined in two sources of the same target. Usage: private_names.py SOURCE_DIR
"""
import collections
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
TARGETS = {
    "cubelab_core": [p for p in root.glob("src/cubelab/**/*.cpp")
                     if p.relative_to(root / "src/cubelab").parts[0] not in ("bench", "server", "lab")],
    "cubelab_bench": list(root.glob("src/cubelab/bench/*.cpp")),
    "cubelab_server": list(root.glob("src/cubelab/server/*.cpp")),
    "cubelab_lab": list(root.glob("src/cubelab/lab/*.cpp")),
    "cubelab_cli": [p for p in root.glob("apps/cubelab/*.cpp") if p.name != "main.cpp"],
    "cubelab_lab_cli": list(root.glob("lab/cmd_*.cpp")),
}
# The test programs: one per folder of tests/ and tests/solvers/ (tests/CMakeLists.txt).
for folder in sorted([*root.glob("tests/*"), *root.glob("tests/solvers/*")]):
    if folder.is_dir() and folder.name not in ("support", "solvers"):
        TARGETS[f"test_{folder.name}"] = sorted(folder.rglob("*.cpp"))
BLOCK = re.compile(r"^namespace \{\n(.*?)^\}  // namespace\n", re.S | re.M)
TYPE = re.compile(r"(?:template <.*> )?(?:struct|class|enum class|enum)\s+(\w+)")
OTHER = re.compile(r"(?:constexpr |const |inline |static )*[\w:<>,\s*&]+?[\s*&](\w+)\s*(?:\(|=|\{|\[|;)")


def private_names(path):
    text = path.read_text()
    names = set()
    for block in BLOCK.finditer(text):
        around = re.findall(r"^namespace ([\w:]+) \{", text[: block.start()], re.M)
        namespace = around[-1] if around else ""
        for line in block.group(1).split("\n"):
            if not line or line[0] in " /#}" or line.startswith(("using ", "namespace ")):
                continue
            match = TYPE.match(line) or OTHER.match(line)
            if match:
                names.add(f"{namespace}::{match.group(1)}")
    return names


failed = False
for target, sources in TARGETS.items():
    where = collections.defaultdict(list)
    for source in sources:
        for name in private_names(source):
            where[name].append(str(source.relative_to(root)))
    for name, files in sorted(where.items()):
        if len(files) > 1:
            print(f"{target}: {name} is private to each of {', '.join(sorted(files))}: rename "
                  "one, or share it in a header", file=sys.stderr)
            failed = True
sys.exit(1 if failed else 0)
