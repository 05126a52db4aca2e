"""A drop-in for the widely used ``kociemba`` package: ``from cubelab import kociemba``.

``solve(cubestring)`` takes the 54-letter facelet string (faces U R F D L B, as that package
documents) and returns the solution as a move string such as "R U2 F'". ``solve(cubestring,
patternstring)`` returns the moves that take ``cubestring`` to ``patternstring``. Bad input
raises ValueError, as there; here it is a ``cubelab.CubeError`` (a ValueError) whose message
names the fault and whose ``code`` is the error code.

Unlike that package, a solved cube gives "" and a cube a few moves from solved its optimal
solution (up to 10 moves, proven), and every answer is verified before it is returned.
Solutions have at most 20 moves (the package's limit is 24).
"""
from __future__ import annotations

from typing import Optional

from . import CubeError, solve as _solve

__all__ = ["solve"]

_FACES = set("URFDLB")


def _facelets(text: str, what: str) -> str:
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a str, not {type(text).__name__}")
    if len(text) != 54 or not set(text) <= _FACES:
        message = f"{what} must be 54 letters of U, R, F, D, L, B (got {len(text)} characters)"
        error = CubeError(f"E_FORMAT: {message}")
        error.code, error.message = "E_FORMAT", message
        raise error
    return text


def solve(cubestring: str, patternstring: Optional[str] = None) -> str:
    """Solve a cube given as a facelet string; with ``patternstring``, the moves that take
    the cube to that pattern. Raises ValueError (cubelab.CubeError) for an invalid cube."""
    cube = _facelets(cubestring, "cubestring")
    target = None if patternstring is None else _facelets(patternstring, "patternstring")
    result = _solve(cube, "twophase", max_length=20, target=target)
    if not result.solved:  # not expected within 20 moves; said rather than hidden
        raise ValueError(f"no solution found: {result}")
    return result.solution
