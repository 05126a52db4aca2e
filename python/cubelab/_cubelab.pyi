# Type stubs of the extension module; the package's own API is typed in __init__.py.
from typing import Callable, Dict, List, Optional, Tuple, TypedDict, Union

__version__: str

class CubeError(ValueError):
    code: str
    message: str

class Cube:
    def __init__(self, other: Optional["Cube"] = ...) -> None: ...
    @staticmethod
    def parse(text: str, puzzle: str = ...) -> "Cube": ...
    @staticmethod
    def solved(puzzle: str = ...) -> "Cube": ...
    @property
    def puzzle(self) -> str: ...
    @property
    def facelets(self) -> str: ...
    @property
    def is_solved(self) -> bool: ...
    def apply(self, moves: str) -> "Cube": ...
    def applied(self, moves: str) -> "Cube": ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __copy__(self) -> "Cube": ...
    def __deepcopy__(self, memo: Dict[int, object]) -> "Cube": ...

class _Stage(TypedDict):
    name: str
    moves: str
    note: str

# What solve returns (cubelab.Result is built from it).
class _Solution(TypedDict):
    status: str
    solution: str
    moves: List[str]
    length_htm: int
    length_qtm: int
    alternatives: List[str]
    seed: Optional[int]
    proven_optimal: bool
    stages: List[_Stage]
    solver: str
    metric: str
    message: str
    elapsed_ms: float  # the solve
    load_ms: float  # loading (first use: building) the solver's tables, before the solve
    stats: Dict[str, float]

def solve(
    cube: Union[Cube, str],
    fields: Dict[str, str],
    options: Dict[str, str],
    progress: Optional[Callable[[dict], object]] = ...,
) -> _Solution: ...
def request_fields() -> List[Dict[str, object]]: ...
def scramble(
    puzzle: str, random_state: bool, length: int, seed: Optional[int], solver: str
) -> Tuple[str, Cube, bool, str, str]: ...
def validate(text: str, puzzle: str) -> dict: ...
def resolve_colours(rgb: List[List[float]]) -> dict: ...
def scan_photos(photos: List[bytes], n: int, names: List[str]) -> dict: ...
def solvers() -> List[dict]: ...
