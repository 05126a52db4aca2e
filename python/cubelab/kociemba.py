"""A drop-in for the widely used ``kociemba`` package: ``from cubelab import kociemba``.

``solve(cubestring, patternstring=None, max_depth=24)`` takes the 54-letter facelet string
(faces U R F D L B, as that package documents) and returns the solution as a move string
such as "R U2 F'", of at most ``max_depth`` moves; with ``patternstring``, the moves that
take ``cubestring`` to that pattern. Every bad input raises ValueError, as there: a
``cubelab.CubeError`` (a ValueError) whose message names the fault and whose ``code`` is the
error code.

Like that package it needs a few megabytes and answers within a second of a cold start: it
uses the two-phase solver's tiny table profile (3 MiB, built in memory in about 0.2 s, no
file written), within 20 moves (God's number: every cube is that close) in tens of
milliseconds. Unlike it, a solved cube gives "" and a cube a few moves from solved its
optimal solution (up to 10 moves, proven), and every answer is verified before it is
returned.
"""
from __future__ import annotations

from typing import Optional

from . import CubeError, solve as _solve

__all__ = ["solve"]

_FACES = set("URFDLB")
# Every cube is solvable in 20 moves; asking for fewer than max_depth allows is still an answer
# within max_depth, and shorter.
_GODS_NUMBER = 20
# A max_depth below a cube's distance has no answer: the search proves it or gives up then.
_TIME_LIMIT_S = 10.0
# The tiny table profile: a memory budget below the small profile's 134.5 MiB.
_MEMORY = "64M"


def _bad(code: str, message: str) -> CubeError:
    error = CubeError(f"{code}: {message}")
    error.code, error.message = code, message
    return error


def _facelets(text: object, what: str) -> str:
    if not isinstance(text, str):
        raise _bad("E_FORMAT", f"{what} must be a str of 54 face letters, not {type(text).__name__}")
    if len(text) != 54 or not set(text) <= _FACES:
        raise _bad(
            "E_FORMAT",
            f"{what} must be 54 letters of U, R, F, D, L, B (got {len(text)} characters)",
        )
    return text


def solve(cubestring: str, patternstring: Optional[str] = None, max_depth: int = 24) -> str:
    """Solve a cube given as a facelet string in at most ``max_depth`` moves; with
    ``patternstring``, the moves that take the cube to that pattern. Raises ValueError
    (cubelab.CubeError) for an invalid cube or pattern, a bad ``max_depth``, or when no
    solution of at most ``max_depth`` moves is found."""
    cube = _facelets(cubestring, "cubestring")
    target = None if patternstring is None else _facelets(patternstring, "patternstring")
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or max_depth < 0:
        raise _bad("E_OPTION", f"max_depth must be a whole number >= 0, not {max_depth!r}")
    result = _solve(
        cube,
        "twophase",
        max_length=min(max_depth, _GODS_NUMBER),
        time_limit=_TIME_LIMIT_S,
        target=target,
        memory=_MEMORY,
    )
    if not result.solved:
        raise _bad("E_LIMIT", f"no solution of at most {max_depth} moves: {result}")
    return result.solution
