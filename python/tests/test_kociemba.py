"""The drop-in for the kociemba package: its arguments, return value and errors."""
import pathlib

import pytest

import cubelab
from cubelab import kociemba

SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"
REFERENCE = pathlib.Path(__file__).resolve().parents[2] / "data" / "reference" / "random-state-1000.txt"


def test_returns_a_move_string_that_solves_the_cube():
    for line in REFERENCE.read_text().split()[:20]:
        moves = kociemba.solve(line)
        assert isinstance(moves, str)
        assert 0 < len(moves.split()) <= 20
        assert cubelab.Cube(line).apply(moves).is_solved


def test_solved_and_near_solved_cubes_get_short_answers():
    assert kociemba.solve(SOLVED) == ""
    near = cubelab.Cube("R U").facelets
    assert kociemba.solve(near) == "U' R'"


def test_pattern_argument_solves_to_the_pattern():
    cube = cubelab.Cube("R U F").facelets
    pattern = cubelab.Cube("R2 L2 U2 D2 F2 B2").facelets
    moves = kociemba.solve(cube, pattern)
    assert cubelab.Cube(cube).apply(moves).facelets == pattern


@pytest.mark.parametrize(
    "bad",
    [
        SOLVED[:-1],  # too short
        SOLVED.replace("U", "W", 1),  # not a face letter
        "R U R' U'",  # moves are not accepted: the package takes facelets only
        SOLVED[:8] + "R" + SOLVED[9:17] + "U" + SOLVED[18:],  # two stickers swapped
    ],
)
def test_invalid_cubes_raise_value_error(bad):
    with pytest.raises(ValueError) as e:
        kociemba.solve(bad)
    assert e.value.code.startswith("E_")
