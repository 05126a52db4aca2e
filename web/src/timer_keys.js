// Keyboard cubing with the layout of the popular timers (csTimer, qqTimer: I = R, K = R',
// J = U, F = U', H = F, G = F', W = B, O = B', S = D, L = D', D = L, E = L', with rotations,
// wide turns and M on the other keys), the `cubing` package's own 3x3x3 key mapping
// (keyToMove). Rotations and wide turns change how the cube is held: the page keeps the cube
// relative to its centres (face turns only), so a key's turn is read after the rotations
// made so far, and the library turns it into face turns (api.js validate).
import { keyToMove } from "cubing/alg";
import { cube3x3x3 } from "cubing/puzzles";

// The rotation a wide turn or a slice makes besides its face turn (r = L x, M = R L' x').
const ROTATION_OF = {
  r: "x",
  "r'": "x'",
  l: "x'",
  "l'": "x",
  d: "y'",
  "d'": "y",
  M: "x'",
  "M'": "x",
  u: "y",
  "u'": "y'",
};
const ROTATIONS = /^[xyz]['2]?$/;

export class TimerKeys {
  constructor() {
    this.mapping = null;
    cube3x3x3.keyMapping().then((m) => (this.mapping = m));
    this.held = []; // the rotations made since the cube was last held as it is shown
  }

  // The move a key gives ("R", "x", "r'", "M"), or null for keys the layout leaves free.
  moveFor(event) {
    const leaf = this.mapping ? keyToMove(this.mapping, event) : null;
    const text = leaf?.toString() ?? "";
    return /^[URFDLBxyzMESrludfb]w?['2]?$/.test(text) ? text : null;
  }

  // The text the library reads for `move` as the cube is held now; then holds it as the move
  // leaves it.
  textFor(move) {
    const text = [...this.held, move].join(" ");
    if (ROTATIONS.test(move)) this.held.push(move);
    else if (ROTATION_OF[move]) this.held.push(ROTATION_OF[move]);
    return text;
  }

  // As the cube is shown: no rotation made.
  reset() {
    this.held = [];
  }
}
