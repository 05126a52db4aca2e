"""The Python package: cubes, solving, errors, threads, scrambles, validation."""
import os
import pathlib
import threading
import time

import pytest

import cubelab

SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"
REFERENCE = pathlib.Path(__file__).resolve().parents[2] / "data" / "reference" / "random-state-1000.txt"


def test_version_is_the_projects():
    cmake = (pathlib.Path(__file__).resolve().parents[2] / "CMakeLists.txt").read_text()
    assert f"project(cubelab VERSION {cubelab.__version__}" in cmake


def test_cube_parses_applies_and_prints():
    assert cubelab.Cube().facelets == SOLVED
    assert cubelab.Cube().is_solved
    c = cubelab.Cube("R U R' U'")
    assert not c.is_solved
    assert cubelab.Cube(c.facelets) == c
    assert c.apply("U R U' R'") is c and c.is_solved
    assert cubelab.Cube("R").applied("R'").is_solved
    assert cubelab.Cube(puzzle="2x2x2").facelets == "UUUURRRRFFFFDDDDLLLLBBBB"
    assert repr(cubelab.Cube()).startswith("cubelab.Cube('UUUU")
    assert len({cubelab.Cube("R"), cubelab.Cube("R"), cubelab.Cube("U")}) == 2


def test_solve_returns_a_verified_result():
    r = cubelab.solve("R U R' U'")
    assert r.solved and bool(r)
    assert r.solver == "twophase" and r.metric == "htm"
    assert str(r) == r.solution
    assert r.moves == r.solution.split()
    assert r.length_htm == len(r.moves) <= 4
    assert r.proven_optimal
    assert cubelab.Cube("R U R' U'").apply(r.solution).is_solved
    # The solve and the loading of its tables before it, timed apart.
    assert r.elapsed_ms > 0 and r.load_ms >= 0


def test_beginner_stages_carry_each_step_with_the_cube_after_it():
    cube = cubelab.Cube("R U F' D2 L B' R2 U' F D")
    r = cubelab.solve(cube, "beginner")
    assert r.solved
    played = cube
    steps = [step for stage in r.stages for step in stage.steps]
    assert len(steps) > 4
    for step in steps:
        played = played.applied(step.moves)
        assert played.facelets == step.facelets, step.note
        assert step.note and step.moves_so_far > 0
    assert played.is_solved
    # The 2x2x2 distance-table solver traces its walk: the distance each move leaves.
    p = cubelab.solve("R U2 F' R", "pocket")
    [stage] = p.stages
    assert [s.moves for s in stage.steps] == p.moves
    assert stage.steps[-1].note.endswith("solved")


def test_a_pyraminx_is_solved_optimally():
    r = cubelab.solve(cubelab.Cube("U L' R B' u r'", puzzle="pyraminx"))
    assert r.solved and r.proven_optimal
    assert r.solution == "B R' L U' u' r"
    assert cubelab.Cube(puzzle="pyraminx").facelets == "GGGGGGGGGRRRRRRRRRBBBBBBBBBYYYYYYYYY"


def test_a_skewb_and_a_clock_are_solved_optimally():
    skewb = cubelab.Cube("R U' L B R' U", puzzle="skewb")
    r = cubelab.solve(skewb)
    assert r.solved and r.proven_optimal
    assert r.solution == "U' R B' L' U R'"
    assert skewb.applied(r.solution).is_solved
    clock = cubelab.Cube("UR3+ y2 ALL2- U1+", puzzle="clock")
    r = cubelab.solve(clock)
    assert r.solved and r.solution == "U1- ALL2+ y2 UR3-"  # held turned round
    assert clock.applied(r.solution).is_solved
    assert cubelab.Cube(puzzle="clock").facelets == "0" * 18


def test_solve_with_solver_options_and_limits():
    cube = cubelab.Cube("R U F' D2 L B2 U' F R2 D B L'")
    r = cubelab.solve(cube, "thistlethwaite", beam=4)
    assert r.solved and cube.applied(r.solution).is_solved
    assert [s.name for s in r.stages]
    r = cubelab.solve(cube, "twophase", max_length=21, time=5)
    assert r.solved and r.length_htm <= 21
    # Only solvers that minimise quarter turns accept metric="qtm"; the others say so.
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve(cube, "twophase", metric="qtm")
    assert e.value.code == "E_OPTION"
    r = cubelab.solve("R U2 F'", "pocket", metric="qtm")
    assert r.metric == "qtm" and r.length == r.length_qtm == 4


def test_axial_metric_and_robot_cost():
    # Opposite faces turned at once count as one move; the solution is written with them in
    # parentheses and read back as the same turns.
    r = cubelab.solve("R L U D2 F", "twophase", metric="axial", robot_cost="quarter=100")
    assert r.solved and r.metric == "axial" and r.length == r.length_axial == 3
    assert "(" in r.solution
    assert cubelab.Cube("R L U D2 F").applied(r.solution).is_solved
    assert r.robot_cost_ms is not None and r.robot_cost_ms > 0
    # Several solutions are ranked by their cost, cheapest first.
    r = cubelab.solve("R U F' D2 L", "twophase", max_length=12, count=3, robot_cost="default")
    assert r.alternative_costs_ms == sorted(r.alternative_costs_ms)
    assert r.robot_cost_ms == r.alternative_costs_ms[0]
    assert cubelab.solve("R U", "twophase").robot_cost_ms is None
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", "twophase", robot_cost="quarter=0")
    assert e.value.code == "E_OPTION"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", "thistlethwaite", metric="axial")
    assert e.value.code == "E_OPTION"


def test_a_memory_budget_chooses_the_twophase_tables():
    # 64 MiB: the tiny profile, built in memory in a fraction of a second.
    cube = cubelab.Cube("R U F' D2 L B2 U' F R2 D B L'")
    r = cubelab.solve(cube, "twophase", max_length=20, memory="64M")
    assert r.solved and cube.applied(r.solution).is_solved
    assert r.stats["table_bytes"] < 8 << 20
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve(cube, "twophase", memory="2M")
    assert e.value.code == "E_LIMIT"
    assert "too small" in str(e.value)


def test_solve_to_a_target_and_the_two_by_two():
    r = cubelab.solve("R U", "thistlethwaite", target="R2 L2 U2 D2 F2 B2")
    assert cubelab.Cube("R U").apply(r.solution) == cubelab.Cube("R2 L2 U2 D2 F2 B2")
    r = cubelab.solve("R U2 F' R", "pocket")
    assert r.proven_optimal
    assert cubelab.Cube("R U2 F' R", "2x2x2").apply(r.solution).is_solved


def cross_solved(cube):
    f = cube.facelets
    return all(f[i] == "D" for i in (28, 30, 32, 34)) and (f[16], f[25], f[43], f[52]) == tuple("RFLB")


def test_partial_goals_orientations_and_move_sets():
    scramble = "R U F' D2 L B' R2 U' F D"
    r = cubelab.solve(scramble, goal="cross")
    assert r.solved and r.solver == "goal" and r.proven_optimal
    assert cross_solved(cubelab.Cube(scramble).apply(r.solution))
    assert not cross_solved(cubelab.Cube(scramble))
    every = cubelab.solve(scramble, goal="cross", on="all")
    assert len(every.stages) == 6
    assert every.length_htm == min(len(s.moves.split()) for s in every.stages)
    ru = cubelab.solve("R U R' U", moves="R,U")
    assert ru.length_htm == 4 and {m[0] for m in ru.moves} <= {"R", "U"}
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", "twophase", goal="cross")
    assert e.value.code == "E_OPTION"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", goal="crosss")
    assert e.value.code == "E_OPTION"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", moves="R,Q")
    assert e.value.code == "E_NOTATION"


def test_errors_carry_their_code():
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.Cube("R Q")
    assert e.value.code == "E_NOTATION"
    assert isinstance(e.value, ValueError)
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve(SOLVED[:-1])
    assert e.value.code == "E_FORMAT"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", "no-such-solver")
    assert e.value.code == "E_OPTION"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", "thistlethwaite", no_such_option=1)
    assert e.value.code == "E_OPTION"
    with pytest.raises(TypeError):
        cubelab.solve("R U", "thistlethwaite", beam=[1])


def test_solving_releases_the_gil():
    # twophase with a time limit and no length target keeps improving until the time is up;
    # meanwhile this thread must keep running Python code.
    ticks = 0
    done = threading.Event()

    def solve():
        cubelab.solve(cubelab.scramble(seed=3).cube, "twophase", time=0.5)
        done.set()

    t = threading.Thread(target=solve)
    t.start()
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    t.join()
    assert ticks > 50


def test_safe_from_several_threads():
    cubes = [cubelab.scramble(random_state=False, length=30, seed=s).cube for s in range(24)]
    results = [None] * len(cubes)

    def work(k):
        for i in range(k, len(cubes), 4):
            results[i] = cubelab.solve(cubes[i], "thistlethwaite")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r.solved and c.applied(r.solution).is_solved for r, c in zip(results, cubes))


def test_scramble_and_validate():
    a = cubelab.scramble(seed=5)
    assert a == cubelab.scramble(seed=5)
    assert cubelab.Cube().apply(a.moves) == a.cube
    m = cubelab.scramble(random_state=False, length=12, seed=1)
    assert len(m.moves.split()) == 12
    assert cubelab.validate(SOLVED)
    v = cubelab.validate("R Q")
    assert not v and v.code == "E_NOTATION" and v.message and v.stickers == []
    flipped = SOLVED[:5] + SOLVED[10] + SOLVED[6:10] + SOLVED[5] + SOLVED[11:]
    assert cubelab.validate(flipped).stickers == [5, 10]


def test_solvers_lists_options():
    names = {s.name: s for s in cubelab.solvers()}
    assert {"twophase", "thistlethwaite", "pocket", "optimal"} <= names.keys()
    assert any(o["name"] == "beam" for o in names["thistlethwaite"].options)
    assert names["pocket"].puzzle == "2x2x2"


def test_reference_cubes_within_twenty():
    for line in REFERENCE.read_text().split()[:50]:
        r = cubelab.solve(line)
        assert r.solved and r.length_htm <= 20
        assert cubelab.Cube(line).apply(r.solution).is_solved


def test_keywords_are_the_request_fields_checked_as_everywhere():
    names = {f["name"] for f in cubelab.request_fields()}
    assert {"time_limit", "max_length", "move_set", "target", "metric", "threads"} <= names
    cube = cubelab.scramble(seed=4).cube
    r = cubelab.solve(cube, "twophase", time_limit=1, max_length=21)
    assert r.solved and cube.applied(r.solution).is_solved
    assert cubelab.solve("R U R' U", move_set="R,U").length_htm == 4
    # Values the CLI and the HTTP API refuse are refused here too, with the same code.
    for bad in (dict(time_limit=-1), dict(time=float("nan")), dict(count=0), dict(threads=-1),
                dict(max_length=-5), dict(metric="slice")):
        with pytest.raises(cubelab.CubeError) as e:
            cubelab.solve("R U", "twophase", **bad)
        assert e.value.code == "E_OPTION", bad
    with pytest.raises(TypeError):
        cubelab.solve("R U", time=1, time_limit=2)  # one field under two names


def test_a_seeded_solve_reports_its_seed_and_repeats_with_it():
    r = cubelab.solve("R U F", "eda")
    assert r.solved and r.seed is not None
    again = cubelab.solve("R U F", "eda", seed=r.seed)
    assert again.solution == r.solution


def test_big_cubes_are_puzzles_of_every_call():
    cube = cubelab.Cube("Rw U2 3R' F", "5x5x5")
    assert cube.puzzle == "5x5x5" and len(cube.facelets) == 150
    r = cubelab.solve(cube)
    assert r.solved and r.solver == "reduction"
    assert cube.applied(r.solution).is_solved
    assert r.length_sltm > 0 and r.length_htm > 0 and r.length == r.length_htm
    # Compared and counted in single-layer turns when asked.
    by_layers = cubelab.solve(cube, metric="sltm")
    assert by_layers.metric == "sltm" and by_layers.length == by_layers.length_sltm
    assert cube.applied(by_layers.solution).is_solved
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", metric="sltm")
    assert e.value.code == "E_OPTION"
    s = cubelab.scramble("5x5x5", seed=2)
    assert len(s.moves.split()) == 60 and cubelab.validate(s.cube.facelets, "5x5x5").valid
    # A random state of any size, as the inverse of a reduction solution.
    s = cubelab.scramble("6x6x6", seed=2, solver="reduction")
    assert s.random_state and s.solver == "reduction"
    assert cubelab.Cube(s.moves, "6x6x6").facelets == s.cube.facelets
    assert cubelab.validate("M", "4x4x4").code == "E_NOTATION"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R U", puzzle="3x3x4")
    assert e.value.code == "E_OPTION"


def test_a_big_cube_given_as_moves_is_held_as_they_leave_it():
    # As the CLI and the HTTP API hold it: the answer begins with the rotation back to the
    # standard orientation, which the moves' middle layers and "x" turned away from.
    moves = "R 3Rw U2 x 2F"
    r = cubelab.solve(moves, puzzle="5x5x5")
    assert r.solved and r.solution.split()[0][0] in "xyz"
    assert cubelab.Cube(moves + " " + r.solution, "5x5x5").is_solved
    # A Cube is held in the standard orientation, as its canonical facelets say.
    held = cubelab.solve(cubelab.Cube(moves, "5x5x5"))
    assert held.solved and held.solution.split()[0][0] not in "xyz"
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve("R M", puzzle="4x4x4")
    assert e.value.code == "E_NOTATION"
    # A Cube's own puzzle may be named again; another is refused, not ignored.
    assert cubelab.solve(cubelab.Cube("R U"), puzzle="3x3x3").solved
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.solve(cubelab.Cube("R U"), puzzle="4x4x4")
    assert e.value.code == "E_OPTION"


def _hard_search(**kwargs):
    # A random state asked within 14 moves: two-phase searches until its time limit.
    state = REFERENCE.read_text().split()[0]
    return cubelab.solve(state, "twophase", max_length=14, time_limit=30, **kwargs)


def test_ctrl_c_stops_a_solve_within_a_tenth_of_a_second():
    import _thread

    timer = threading.Timer(0.3, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        _hard_search()
    assert time.monotonic() - start < 0.3 + 0.5  # 0.1 s at most, with room for a busy machine
    timer.join()


def test_progress_is_reported_on_the_calling_thread_and_can_stop_the_solve():
    reports = []
    caller = threading.get_ident()

    def progress(report):
        assert threading.get_ident() == caller
        reports.append(report)
        if len(reports) == 3:
            raise RuntimeError("enough")

    state = REFERENCE.read_text().split()[0]
    with pytest.raises(RuntimeError, match="enough"):
        cubelab.solve(state, "ga", time_limit=30, seed=1, progress=progress)
    assert all(isinstance(r, cubelab.Progress) for r in reports)
    assert len(reports) == 3


def test_resolve_colors_reads_a_cube_from_its_stickers():
    colours = {"U": (235, 235, 235), "R": (185, 20, 35), "F": (20, 155, 70),
               "D": (245, 215, 40), "L": (245, 115, 20), "B": (20, 70, 195)}
    cube = cubelab.Cube("R U F' L2 D B'").facelets
    faces = {f: [colours[c] for c in cube[9 * i : 9 * i + 9]] for i, f in enumerate("URFDLB")}
    reading = cubelab.resolve_colors(faces)
    assert reading and reading.facelets == cube and reading.puzzle == "3x3x3"
    assert len(reading.confidence) == 54
    flat = [c for f in "URFDLB" for c in faces[f]]
    assert cubelab.resolve_colors(flat).facelets == cube
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.resolve_colors(flat[:-1])
    assert e.value.code == "E_FORMAT"


def test_the_librarys_messages_go_to_logging_not_stderr(tmp_path):
    # A fresh table cache, so that the 2x2x2's table is built and says so: through the logger
    # "cubelab" at INFO, and nothing of the library's on stderr.
    import subprocess
    import sys

    script = (
        "import logging, sys\n"
        "records = []\n"
        "class Keep(logging.Handler):\n"
        "    def emit(self, r): records.append((r.name, r.levelname, r.getMessage()))\n"
        "logging.getLogger('cubelab').addHandler(Keep())\n"
        "logging.getLogger('cubelab').setLevel(logging.INFO)\n"
        "import cubelab\n"
        "assert cubelab.solve('R U', puzzle='2x2x2').solution == \"U' R'\"\n"
        "for r in records: print(*r, sep='|')\n"
    )
    env = dict(os.environ, CUBELAB_CACHE=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    lines = run.stdout.splitlines()
    assert any(l.startswith("cubelab|INFO|building table pocket-htm") for l in lines), lines
    assert any(l.startswith("cubelab|INFO|built table pocket-htm") for l in lines), lines


def _face_png(stickers: str, size: int = 240) -> bytes:
    """A photo of one face as a PNG: the usual sticker colours on a dark body, on a grey
    backdrop (drawn here, so that the test needs no image library)."""
    import struct
    import zlib

    colours = {"U": (235, 235, 235), "R": (185, 20, 35), "F": (20, 155, 70),
               "D": (245, 215, 40), "L": (245, 115, 20), "B": (20, 70, 195)}
    n = int(len(stickers) ** 0.5)
    face0, face1 = size // 6, size - size // 6
    pitch = (face1 - face0) / n
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            colour = (150, 150, 140)
            if face0 <= x < face1 and face0 <= y < face1:
                colour = (25, 25, 25)
                u, v = (x - face0) / pitch, (y - face0) / pitch
                if 0.08 < u % 1 < 0.92 and 0.08 < v % 1 < 0.92:
                    colour = colours[stickers[int(v) * n + int(u)]]
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b""))


def test_scan_photos_reads_a_cube_from_six_photos(tmp_path):
    cube = cubelab.Cube("R U F' L2 D B'").facelets
    photos = [_face_png(cube[9 * i : 9 * i + 9]) for i in range(6)]
    scan = cubelab.scan_photos(photos)
    assert scan and scan.reading.facelets == cube
    assert [f.n for f in scan.faces] == [3] * 6 and scan.faces[0].stickers_seen == 9
    paths = []
    for face, photo in zip("URFDLB", photos):
        paths.append(tmp_path / f"{face}.png")
        paths[-1].write_bytes(photo)
    assert cubelab.scan_photos(paths, size=3).reading.facelets == cube
    with pytest.raises(cubelab.CubeError) as e:
        cubelab.scan_photos(photos[:5] + [b"no photo"])
    assert e.value.code == "E_PHOTO" and "the photo of B" in str(e.value)
