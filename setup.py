"""The Python package's build (pyproject.toml): the pure-Python parts from python/cubelab and
the extension module _cubelab, which the project's own CMake build makes (python/CMakeLists.txt,
target _cubelab) for the Python running this build.

CUBELAB_CMAKE_BUILD_DIR names an existing CMake build of this source to build the module in
(configured with -DCUBELAB_PYTHON=ON for a Python of the same version), so that a developer's
build is not repeated; otherwise a Release build is configured under setuptools' build
directory. CMAKE_BUILD_PARALLEL_LEVEL sets the build's jobs (default: the processors).
"""
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
# setuptools' scratch directory (setup.cfg), which it will not make itself.
(ROOT / "build" / "python-package").mkdir(parents=True, exist_ok=True)


def project_version():
    text = (ROOT / "CMakeLists.txt").read_text()
    match = re.search(r"project\(cubelab VERSION (\d+\.\d+\.\d+)", text)
    if not match:
        raise RuntimeError("CMakeLists.txt: no project(cubelab VERSION x.y.z)")
    return match.group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        given = os.environ.get("CUBELAB_CMAKE_BUILD_DIR")
        build_dir = Path(given).resolve() if given else Path(self.build_temp).resolve() / "cmake"
        if not (build_dir / "CMakeCache.txt").exists():
            if given:
                raise RuntimeError(f"CUBELAB_CMAKE_BUILD_DIR={given}: no CMake build there")
            subprocess.run(
                ["cmake", "-S", str(ROOT), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release",
                 "-DCUBELAB_PYTHON=ON", "-DCUBELAB_BENCHMARKS=OFF",
                 f"-DPython_EXECUTABLE={sys.executable}"],
                check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "_cubelab", "-j", jobs],
                       check=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = build_dir / "python" / "cubelab" / ("_cubelab" + suffix)
        if not built.exists():
            raise RuntimeError(f"{built} was not built: is {build_dir} configured for this "
                               f"Python ({sys.version.split()[0]}, {suffix})?")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    version=project_version(),
    package_dir={"": "python"},
    packages=["cubelab"],
    package_data={"cubelab": ["py.typed", "*.pyi"]},
    ext_modules=[Extension("cubelab._cubelab", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
)
