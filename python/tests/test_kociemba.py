"""The drop-in for the kociemba package: its arguments, return value and errors, on the kinds
of case that package's own tests hold (random states solved; random states solved to another
random state as the pattern), each answer checked by applying it rather than against the
Java program's exact move string."""
import pathlib
import time

import pytest

import cubelab
from cubelab import kociemba

SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"
REFERENCE = pathlib.Path(__file__).resolve().parents[2] / "data" / "reference" / "random-state-1000.txt"
STATES = REFERENCE.read_text().split()


@pytest.mark.parametrize("state", STATES[:100])
def test_random_states_are_solved_within_max_depth(state):
    moves = kociemba.solve(state)
    assert isinstance(moves, str)
    assert 0 < len(moves.split()) <= 24
    assert cubelab.Cube(state).apply(moves).is_solved


@pytest.mark.parametrize("state,pattern", list(zip(STATES[100:110], STATES[110:120])))
def test_random_states_are_taken_to_a_random_pattern(state, pattern):
    moves = kociemba.solve(state, pattern)
    assert len(moves.split()) <= 24
    assert cubelab.Cube(state).apply(moves).facelets == pattern


def test_max_depth_is_honoured_and_positional():
    state = STATES[0]
    moves = kociemba.solve(state, None, 21)
    assert len(moves.split()) <= 21
    near = cubelab.Cube("R U F D").facelets
    assert kociemba.solve(near, None, 4) == "D' F' U' R'"
    with pytest.raises(ValueError) as e:
        kociemba.solve(near, max_depth=3)  # needs four moves: no answer, said so
    assert e.value.code == "E_LIMIT"


def test_solved_and_near_solved_cubes_get_short_answers():
    assert kociemba.solve(SOLVED) == ""
    near = cubelab.Cube("R U").facelets
    assert kociemba.solve(near) == "U' R'"


def test_a_cold_start_answers_within_a_second(tmp_path, monkeypatch):
    # No table file is needed: the tiny profile is built in memory.
    monkeypatch.setenv("CUBELAB_CACHE", str(tmp_path))
    start = time.monotonic()
    kociemba.solve(STATES[1])
    assert time.monotonic() - start < 5  # about 0.2 s; generous for a loaded test machine
    assert not list(tmp_path.glob("*.tbl"))


@pytest.mark.parametrize(
    "bad",
    [
        SOLVED[:-1],  # too short
        SOLVED.replace("U", "W", 1),  # not a face letter
        "R U R' U'",  # moves are not accepted: the package takes facelets only
        SOLVED[:8] + "R" + SOLVED[9:17] + "U" + SOLVED[18:],  # two stickers swapped
        None,
        54,
        b"U" * 54,
    ],
)
def test_every_bad_cube_raises_value_error(bad):
    with pytest.raises(ValueError) as e:
        kociemba.solve(bad)
    assert e.value.code.startswith("E_")


@pytest.mark.parametrize("max_depth", [-1, 2.5, "24", True])
def test_a_bad_max_depth_raises_value_error(max_depth):
    with pytest.raises(ValueError) as e:
        kociemba.solve(SOLVED, None, max_depth)
    assert e.value.code == "E_OPTION"


def test_a_bad_pattern_raises_value_error():
    with pytest.raises(ValueError):
        kociemba.solve(SOLVED, SOLVED[:-1])
    with pytest.raises(ValueError):
        kociemba.solve(SOLVED, 42)
