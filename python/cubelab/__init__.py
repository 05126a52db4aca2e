"""cubelab: Rubik's cube solvers (3x3x3 and 2x2x2) for Python.

    >>> import cubelab
    >>> result = cubelab.solve("R U R' U'")
    >>> result.solution
    "U R U' R'"
    >>> cubelab.Cube("R U R' U'").apply(result.solution).is_solved
    True

Every solution is verified by applying it to the cube before it is returned. Bad input
raises CubeError (a ValueError) whose ``code`` is a stable error code such as "E_PARITY".
Solving releases the GIL: other threads run meanwhile, and several threads may solve at once.
Tables are built on first use and kept in $CUBELAB_CACHE (default ~/.cache/cubelab); see
docs/library.md.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union, cast

from . import _cubelab
from ._cubelab import CubeError

__version__: str = _cubelab.__version__
__all__ = [
    "request_fields",
    "Cube",
    "CubeError",
    "Result",
    "Progress",
    "ColourReading",
    "resolve_colors",
    "FacePhoto",
    "PhotoScan",
    "scan_photos",
    "Stage",
    "Step",
    "Scramble",
    "Validation",
    "SolverInfo",
    "solve",
    "scramble",
    "validate",
    "solvers",
    "__version__",
]


class Cube(_cubelab.Cube):
    """A cube state.

    ``Cube()`` is solved; ``Cube(text)`` reads facelets (letters or colours, any
    orientation), Singmaster notation or moves from solved; ``puzzle`` is "3x3x3" or
    "2x2x2". ``apply`` turns the cube in place and returns it.
    """

    def __init__(self, text: Optional[str] = None, puzzle: str = "3x3x3") -> None:
        if text is None:
            _cubelab.Cube.__init__(self, _cubelab.Cube.solved(puzzle))
        else:
            _cubelab.Cube.__init__(self, _cubelab.Cube.parse(text, puzzle))

    def applied(self, moves: str) -> "Cube":
        """A copy turned by ``moves``."""
        c = Cube(self.facelets, self.puzzle)
        c.apply(moves)
        return c

    def copy(self) -> "Cube":
        return Cube(self.facelets, self.puzzle)

    def __repr__(self) -> str:
        return f"cubelab.Cube({self.facelets!r}, puzzle={self.puzzle!r})"

    def __str__(self) -> str:
        return self.facelets


@dataclass(frozen=True)
class Step:
    """One operator inside a stage, from the solvers that trace them (the beginner's method,
    the 2x2x2 distance-table solver): its moves, what it did, the cube after it and the
    running move count."""

    moves: str
    note: str
    facelets: str
    moves_so_far: int


@dataclass(frozen=True)
class Stage:
    """One stage of a solution: "phase 1", "stage 3: middle layer", ..."""

    name: str
    moves: str
    note: str = ""
    steps: List[Step] = field(default_factory=list)


@dataclass(frozen=True)
class Progress:
    """A report of a running solve, handed to ``solve(..., progress=callable)``; what a solver
    does not know stays -1 or empty."""

    phase: str  # "phase 1", "depth 17", "generation", "building table"
    fraction: float  # 0..1 when known, else -1
    nodes: int  # nodes or evaluations so far
    generation: int
    best_fitness: float
    depth: int
    message: str


@dataclass(frozen=True)
class Result:
    """What a solve returned. ``str(result)`` is the solution; a result is true when solved."""

    status: str  # "solved", "no_solution", "timed_out", "cancelled", "error"
    solution: str
    moves: List[str]
    length_htm: int
    length_qtm: int
    length_axial: int  # opposite faces turned at once count as one move
    robot_cost_ms: Optional[float]  # with robot_cost: what the solution costs the robot
    proven_optimal: bool
    solver: str
    metric: str
    message: str
    elapsed_ms: float  # the solve
    load_ms: float  # loading (first use: building) the solver's tables, before the solve
    stages: List[Stage] = field(default_factory=list)
    alternatives: List[str] = field(default_factory=list)
    alternative_costs_ms: List[float] = field(default_factory=list)
    stats: Dict[str, float] = field(default_factory=dict)
    seed: Optional[int] = None  # a seeded solver's seed: give it back to repeat the run
    length_sltm: int = 0  # a big cube's single-layer turns (length_htm: outer block turns)

    @property
    def solved(self) -> bool:
        return self.status == "solved"

    @property
    def length(self) -> int:
        """The length in the metric solved in."""
        if self.metric == "qtm":
            return self.length_qtm
        if self.metric == "sltm":
            return self.length_sltm
        return self.length_axial if self.metric == "axial" else self.length_htm

    def __bool__(self) -> bool:
        return self.solved

    def __str__(self) -> str:
        if self.solved:
            return self.solution
        return f"{self.status}: {self.message}" if self.message else self.status


@dataclass(frozen=True)
class Scramble:
    moves: str
    cube: Cube
    random_state: bool = False  # False: random moves (what the big cubes from 5x5x5 get)
    solver: str = ""  # whose solution was inverted, for a random state
    note: str = ""  # why a random state was asked and random moves given

    def __str__(self) -> str:
        return self.moves


@dataclass(frozen=True)
class Validation:
    valid: bool
    code: str  # "" when valid
    message: str
    format: str  # how the text was read: "facelets", "singmaster", "moves"
    # When invalid, the places (0-based) in the facelet text of the stickers the error is
    # about: the pieces it names (a cube's facelets only).
    stickers: List[int] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.valid


@dataclass(frozen=True)
class SolverInfo:
    name: str
    puzzle: str
    description: str
    anytime: bool
    options: List[dict]


CubeLike = Union[str, Cube, _cubelab.Cube]


def _option_text(name: str, value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float, str)):
        return str(value)
    raise TypeError(f"solver option {name}={value!r}: give a number, a bool or a string")


def _field_text(name: str, value: object) -> str:
    if isinstance(value, _cubelab.Cube):
        return value.facelets
    return _option_text(name, value)


# The request's fields and their older names (cubelab/request.h, the one declaration the CLI's
# flags and the HTTP API's JSON fields are read by too): a keyword argument of solve() that is
# one of them sets that field; any other is a solver's own option.
_REQUEST_FIELDS: Dict[str, str] = {
    name: str(f["name"])
    for f in _cubelab.request_fields()
    for name in [str(f["name"]), *cast(List[str], f["aliases"])]
}


def solve(
    cube: CubeLike,
    solver: Optional[str] = None,
    max_length: Optional[int] = None,
    time_limit: Optional[float] = None,
    count: Optional[int] = None,
    progress: Optional[Callable[[Progress], object]] = None,
    **kwargs: object,
) -> Result:
    """Solve ``cube`` (a Cube or any cube text) with ``solver`` (default: the puzzle's own,
    "twophase" for the 3x3x3). ``max_length`` stops at the first solution that short,
    ``time_limit`` is a limit in seconds (``time`` is read too), ``count`` asks for several
    distinct solutions. Every field of a request is a keyword argument, as the HTTP API names
    it (``cubelab.request_fields()`` lists them): ``target`` solves to that pattern instead of
    to solved; ``goal`` asks for part of the cube only (a preset such as "cross", "xcross",
    "eoline", "roux-fb", or a 54-character facelet mask with "-" for any sticker), ``on`` on
    other faces ("all", "U,D", "white"), ``move_set`` with only some turns ("R,U", "no B");
    any of them makes "goal" the default solver. ``metric`` is "htm", "qtm" or "axial"
    (opposite faces turned at once count as one move); on a big cube "htm" or "obtm" (outer
    block turns) or "sltm" (single-layer turns), what its solver compares solutions in;
    ``robot_cost``
    ("quarter=150,half=250,axial=0", any part, or "default") gives each solution its
    milliseconds for a robot and ranks them by it; ``threads``, ``seed``. Further keyword
    arguments are the solver's own options (``cubelab.solvers()`` lists them), e.g.
    ``solve(c, "thistlethwaite", beam=8)``. Raises CubeError for bad input (a value out of
    range too); a solver that fails says so in the result.

    ``progress`` is called with a Progress as the solve reports it (table builds included),
    at most every 50 ms, on the calling thread. Ctrl-C (KeyboardInterrupt) stops a solve
    within a tenth of a second, as does an exception raised by ``progress``.
    """
    given = dict(solver=solver, max_length=max_length, time_limit=time_limit, count=count)
    fields: Dict[str, str] = {}
    options: Dict[str, str] = {}
    for name, value in [*given.items(), *kwargs.items()]:
        if value is None:
            continue
        field_name = _REQUEST_FIELDS.get(name)
        if field_name is None:
            options[name] = _option_text(name, value)
        elif field_name in ("cube", "options"):
            raise TypeError(f"solve() takes the {field_name} as its own argument, not {name}=")
        elif field_name in fields:
            raise TypeError(f"solve() got {field_name} twice (as {name}=)")
        else:
            fields[field_name] = _field_text(name, value)
    # A Cube is of its own puzzle (another named beside it is refused). Text goes to the
    # library as text, read there as by the CLI and the HTTP API (a big cube given as moves
    # is held as they leave it; a solver's puzzle is the default).
    on_report = None if progress is None else (lambda report: progress(Progress(**report)))
    raw: Dict[str, Any] = dict(_cubelab.solve(cube, fields, options, on_report))
    raw["stages"] = [
        Stage(**dict(s, steps=[Step(**step) for step in s["steps"]])) for s in raw["stages"]
    ]
    return Result(**raw)


def request_fields() -> List[Dict[str, object]]:
    """Every field of a solve request (name, aliases, type, default, description): the keyword
    arguments of solve(), the HTTP API's JSON fields and the CLI's flags."""
    return list(_cubelab.request_fields())


def scramble(
    puzzle: str = "3x3x3",
    random_state: bool = True,
    length: int = 25,
    seed: Optional[int] = None,
    solver: str = "",
) -> Scramble:
    """A random-state scramble (WCA style: the inverse of ``solver``'s solution, by default
    the puzzle's), or with ``random_state=False`` ``length`` random moves. The 5x5x5 and
    bigger cubes get random moves of the WCA's length, as the WCA scrambles them, unless a
    ``solver`` is named. The same ``seed`` gives the same scramble."""
    moves, cube, state, used, note = _cubelab.scramble(puzzle, random_state, int(length), seed, solver)
    return Scramble(moves, Cube(cube.facelets, cube.puzzle), state, used, note)


def validate(text: str, puzzle: str = "3x3x3") -> Validation:
    """What is wrong with a cube text, if anything; never raises for bad cube text."""
    return Validation(**_cubelab.validate(text, puzzle))


@dataclass(frozen=True)
class ColourReading:
    """A real cube read from its stickers' colours (docs/scan.md)."""

    puzzle: str
    valid: bool
    facelets: str  # the cube's canonical facelets, when valid
    code: str  # why not, when not
    message: str
    confidence: List[float]  # each sticker's, in the input's order
    doubtful: List[int]  # the stickers most in doubt
    note: str  # what was put right, if anything

    def __bool__(self) -> bool:
        return self.valid


def resolve_colors(
    faces: Union[Dict[str, Sequence[Sequence[float]]], Sequence[Sequence[float]]],
) -> ColourReading:
    """The cube whose stickers show these colours: ``faces`` maps "U", "R", "F", "D", "L",
    "B" to each face's N*N ``[r, g, b]`` readings (0..255) row by row as on the net, or is
    all 6*N*N readings in that order. Never returns an illegal cube: when the colours make
    none, the answer is not valid and names the stickers in doubt. Raises CubeError for
    readings of the wrong count or out of range."""
    if isinstance(faces, dict):
        missing = [f for f in "URFDLB" if f not in faces]
        if missing:
            raise TypeError(f"resolve_colors: faces {', '.join(missing)} are missing")
        readings = [list(c) for f in "URFDLB" for c in faces[f]]
    else:
        readings = [list(c) for c in faces]
    return ColourReading(**_cubelab.resolve_colours(readings))


@dataclass(frozen=True)
class FacePhoto:
    """A cube's face found in a photo: its grid and each sticker's colour (docs/scan.md)."""

    n: int  # stickers a side
    stickers_seen: int  # found as stickers; the others placed by the grid
    # Sticker (row, column) has its centre at origin + column * right + row * down (pixels).
    origin: Tuple[float, float]
    right: Tuple[float, float]
    down: Tuple[float, float]
    rgb: List[Tuple[float, float, float]]  # row by row


@dataclass(frozen=True)
class PhotoScan:
    """A cube read from six photos: the faces found and the colours' reading."""

    reading: ColourReading
    faces: List[FacePhoto]  # U R F D L B

    def __bool__(self) -> bool:
        return self.reading.valid


def scan_photos(
    photos: Sequence[Union[str, "os.PathLike[str]", bytes]], size: int = 0
) -> PhotoScan:
    """The cube in six photos (JPEG or PNG files, or their bytes), one a face in the order
    U R F D L B, each face held as drawn on the net; ``size`` the stickers a side (0: as the
    photos show). Raises CubeError (E_PHOTO) naming a photo where no face is found."""
    if len(photos) != 6:
        raise TypeError(f"scan_photos: six photos, one a face (U R F D L B), not {len(photos)}")
    data: List[bytes] = []
    names: List[str] = []
    for p in photos:
        if isinstance(p, bytes):
            data.append(p)
            names.append(f"photo {len(names) + 1}")
        else:
            with open(p, "rb") as f:
                data.append(f.read())
            names.append(os.fspath(p))
    answer = _cubelab.scan_photos(data, size, names)
    faces = [
        FacePhoto(
            n=f["n"],
            stickers_seen=f["stickers_seen"],
            origin=(f["origin"][0], f["origin"][1]),
            right=(f["right"][0], f["right"][1]),
            down=(f["down"][0], f["down"][1]),
            rgb=[(c[0], c[1], c[2]) for c in f["rgb"]],
        )
        for f in answer.pop("faces")
    ]
    return PhotoScan(reading=ColourReading(**answer), faces=faces)


def solvers() -> List[SolverInfo]:
    """Every solver, with its options (name, type, default, description, choices, range)."""
    return [SolverInfo(**s) for s in _cubelab.solvers()]
