// Swipe turning on the cubes (3x3x3, 2x2x2, 4x4x4 to 7x7x7): a drag that starts on the cube
// turns the layer it crosses, in its direction; a drag that starts beside the cube turns the
// view, as the player does on its own, and a tap keeps the player's press (a click on a
// sticker turns its face).
//
// The player's pointer handling (cubing's DragTracker) listens on its canvas, inside the
// player's (closed) shadow tree; this listens on the player element in the capture phase, so
// it sees each event first. A press that starts on the cube is let through (a tap stays the
// player's press), but its moves are kept from the canvas, so the view does not turn; once it
// has gone SWIPE_PX from where it started it is a swipe, its layer turned once. Its release
// goes on to the player, which ends the drag it tracks there: away from where it started, the
// player takes it for the end of a drag (no press), one that turned nothing.
//
// Where the press is: cubing's puzzle-geometry cube is the box [-h, h]^3 around the origin
// (h from the player's own control targets, the invisible faces it raycasts clicks against),
// +x the R face, +y U, +z F; the ray from the camera through the pointer meets the box's
// nearest face. The swipe is the face's in-plane axis whose direction on the screen is closest
// to the pointer's path; moving that way along face n is a turn about n x u of the layer at
// the press, which names the move.

const SWIPE_PX = 10; // how far a press goes before it is a swipe
// Each axis's faces, and the 3x3x3's middle layer across it, which turns as L, D or F does
// (its clockwise turn right-handed about +x, +y, and -z).
const AXES = [
  { plus: "R", minus: "L", slice: "M", sliceFollows: 1 },
  { plus: "U", minus: "D", slice: "E", sliceFollows: 1 },
  { plus: "F", minus: "B", slice: "S", sliceFollows: -1 },
];

export class SwipeInput {
  // player: the TwistyPlayer; onMove(move): a swipe's turn of one layer ("R", "U'"; "2F" the
  // second layer from F; "M" the 3x3x3's middle layer).
  constructor(player, onMove) {
    this.player = player;
    this.onMove = onMove;
    this.size = 0; // the cube's layers a side; 0: no swiping (not a cube, or not drawn yet)
    this.gesture = null;
    const capture = { capture: true };
    player.addEventListener("pointerdown", (e) => this.down(e), capture);
    player.addEventListener("pointermove", (e) => this.move(e), capture);
    player.addEventListener("pointerup", (e) => this.up(e), capture);
    player.addEventListener("pointercancel", () => (this.gesture = null), capture);
  }

  // Swiping on an n x n x n cube once the player has drawn it (n = 0: off).
  async setCube(n, ready) {
    this.size = 0;
    this.gesture = null;
    const token = (this.token = {}); // a later call wins
    if (!n) return;
    const puzzle = await ready;
    // The player's 3D view and its canvas: after a puzzle it draws flat (the clock, the
    // Square-1) the player makes a new one, a moment after the puzzle is set.
    let canvas = null;
    for (let wait = 0; wait < 200 && !canvas?.isConnected; wait++) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, 50));
      if (token !== this.token) return;
      [canvas] = await this.player.experimentalCurrentCanvases();
    }
    const [vantage] = [...(await this.player.experimentalCurrentVantages())];
    const camera = await vantage?.camera();
    if (token !== this.token || !camera || !puzzle?.experimentalGetControlTargets) return;
    const V3 = camera.position.constructor; // three.js's Vector3, as cubing loads it
    let h = 0;
    puzzle.updateMatrixWorld(true);
    for (const target of puzzle.experimentalGetControlTargets()) {
      const position = target.geometry.attributes.position;
      for (let i = 0; i < position.count; i++) {
        const v = new V3().fromBufferAttribute(position, i).applyMatrix4(target.matrixWorld);
        h = Math.max(h, Math.abs(v.x), Math.abs(v.y), Math.abs(v.z));
      }
    }
    if (!h) return;
    Object.assign(this, { camera, canvas, V3, half: h, size: n });
  }

  // Where the point (x, y, z) of the cube (each -1 to 1 across it: (0, 0, 1) is the middle of
  // F) is in the window, {x, y}: used by the tests.
  clientPoint(x, y, z) {
    const rect = this.canvas.getBoundingClientRect();
    this.camera.updateMatrixWorld();
    const p = new this.V3(x, y, z).multiplyScalar(this.half).project(this.camera);
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  down(e) {
    if (!this.size || this.gesture || !e.isPrimary || e.button !== 0) return;
    // (The player's shadow tree is closed: the canvas is the one it drew the cube on.)
    const hit = this.hit(this.canvas, e.clientX, e.clientY);
    if (hit) this.gesture = { id: e.pointerId, x: e.clientX, y: e.clientY, hit, swiped: false };
  }

  move(e) {
    const g = this.gesture;
    if (!g || e.pointerId !== g.id) return;
    e.stopPropagation(); // the view stays as it is
    if (g.swiped) return;
    const [dx, dy] = [e.clientX - g.x, e.clientY - g.y];
    if (Math.hypot(dx, dy) < SWIPE_PX) return;
    g.swiped = true;
    const move = this.moveFor(g, dx, dy);
    if (move) this.onMove(move);
  }

  up(e) {
    const g = this.gesture;
    if (!g || e.pointerId !== g.id) return;
    this.gesture = null;
  }

  // Where the ray through the pointer at (x, y) first meets the cube: {point, axis, sign} (the
  // face's normal, sign times the axis), or null.
  hit(canvas, x, y) {
    const rect = canvas.getBoundingClientRect();
    const outside = x < rect.left || x > rect.right || y < rect.top || y > rect.bottom;
    if (!rect.width || !rect.height || outside) return null;
    const { camera, V3, half } = this;
    camera.updateMatrixWorld();
    const ndc = [((x - rect.left) / rect.width) * 2 - 1, 1 - ((y - rect.top) / rect.height) * 2];
    const origin = camera.position.clone();
    const direction = new V3(ndc[0], ndc[1], 0.5).unproject(camera).sub(origin).normalize();
    let best = null;
    for (let axis = 0; axis < 3; axis++)
      for (const sign of [1, -1]) {
        const d = direction.getComponent(axis);
        if (d * sign >= 0) continue; // a face seen from behind
        const t = (sign * half - origin.getComponent(axis)) / d;
        if (t <= 0 || (best && t >= best.t)) continue;
        const point = origin.clone().addScaledVector(direction, t);
        const inside = [0, 1, 2].every((k) => k === axis || Math.abs(point.getComponent(k)) <= half);
        if (inside) best = { t, point, axis, sign };
      }
    return best && { point: best.point, axis: best.axis, sign: best.sign, rect };
  }

  // The turn of a swipe by (dx, dy) pixels from the press `g`.
  moveFor(g, dx, dy) {
    const { point, axis, sign, rect } = g.hit;
    const { camera, V3 } = this;
    const screen = (v) => {
      const p = v.clone().project(camera);
      return [(p.x * rect.width) / 2, (-p.y * rect.height) / 2];
    };
    const at = screen(point);
    const length = Math.hypot(dx, dy);
    // The face's in-plane axis whose screen direction is nearest the swipe's, either way.
    let best = null;
    for (const b of [0, 1, 2]) {
      if (b === axis) continue;
      const step = new V3().setComponent(b, 0.1 * this.half);
      const [sx, sy] = screen(point.clone().add(step)).map((c, i) => c - at[i]);
      const cos = (sx * dx + sy * dy) / (Math.hypot(sx, sy) * length || 1);
      if (!best || Math.abs(cos) > Math.abs(best.cos)) best = { b, cos };
    }
    // Moving along +u (u = ±e_b) on the face whose normal is n turns the layer about n x u,
    // right-handed: with n = sign e_axis, n x u = ± e_c for the third axis c.
    const n = new V3().setComponent(axis, sign);
    const u = new V3().setComponent(best.b, Math.sign(best.cos) || 1);
    const w = n.clone().cross(u);
    const c = [0, 1, 2].find((k) => k !== axis && k !== best.b);
    return layerMove(this.size, c, Math.sign(w.getComponent(c)), point.getComponent(c) / this.half);
  }
}

// The turn of the layer at `at` (-1 to 1 across the cube) of axis `c` of an n x n x n cube,
// right-handed about +axis when `turn` is 1, the other way when -1: named from the nearer
// face (R, 2R, 3L; the middle layer of an odd cube from the + face, 3R on a 5x5x5, the
// 3x3x3's as its slice M E S).
export function layerMove(n, c, turn, at) {
  const { plus, minus, slice, sliceFollows } = AXES[c];
  // Layers counted from the + face, 1 to n.
  const k = Math.min(n, Math.max(1, Math.floor(((1 - at) / 2) * n) + 1));
  const prime = (clockwise) => (clockwise ? "" : "'");
  // A + face turned clockwise is right-handed about -axis; a - face's about +axis.
  if (n % 2 === 1 && k === (n + 1) / 2)
    return n === 3 ? slice + prime(turn === sliceFollows) : `${k}${plus}${prime(turn === -1)}`;
  if (k <= n / 2) return `${k > 1 ? k : ""}${plus}${prime(turn === -1)}`;
  const j = n + 1 - k;
  return `${j > 1 ? j : ""}${minus}${prime(turn === 1)}`;
}
