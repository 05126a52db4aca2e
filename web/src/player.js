// The 3D cube: the `cubing` package's TwistyPlayer, in one of two modes.
//   explore:  setup = the current base state, alg = the turns made since (animated as added);
//   playback: setup = the cube being solved, alg = the solution, driven by play/step/speed.
import { TwistyPlayer } from "cubing/twisty";
import { SwipeInput } from "./swipe.js";

const ALG_NONE = "";
const WCA = ["pyraminx", "skewb", "clock", "square1", "megaminx"];
// The puzzles cubing draws flat only (no puzzle-geometry view): the clock both sides, the
// Square-1 its top and bottom layers.
const FLAT = ["clock", "square1"];

export class CubeView {
  constructor(host) {
    this.player = new TwistyPlayer({
      puzzle: "3x3x3",
      // The puzzle-geometry 3D view: the one of the cubing package's views whose stickers
      // take clicks (its 3x3x3-only view ignores them).
      visualization: "PG3D",
      controlPanel: "none",
      background: "none",
      backView: "none",
      hintFacelets: "floating",
      experimentalDragInput: "auto",
      // A click on a sticker turns its face (right click or a second finger: the other way);
      // the turn goes to the page's listener (onPressMove), not into the player's own alg.
      experimentalMovePressInput: "basic",
      experimentalSetupAnchor: "start",
      tempoScale: 1,
      alg: ALG_NONE,
    });
    this.player.classList.add("twisty");
    host.append(this.player);
    // Resolves once the 3D cube exists (software WebGL can take a few seconds).
    this.ready = this.player.experimentalCurrentThreeJSPuzzleObject();
    // A swipe across the cube turns a layer (swipe.js); it goes to the page's listeners, as
    // a press does.
    this.swipeListeners = [];
    this.swipe = new SwipeInput(this.player, (move) => {
      for (const cb of this.swipeListeners) cb(move);
    });
    this.ready = this.swipeReady(3);
    // The player adds a pressed sticker's turn to its model itself: the page takes it instead,
    // so that its own state (moves, undo, playback) stays the one the player shows.
    this.pressListeners = [];
    const model = this.player.experimentalModel;
    this.addToModel = model.experimentalAddMove.bind(model);
    model.experimentalAddMove = (move) => {
      for (const cb of this.pressListeners) cb(move.toString());
    };
    this.length = 0;
    this.index = 0; // moves of the timeline done, as shown
    this.stepTarget = null; // where the steps asked for end (see step())
    this.moveRequest = 0; // the latest animateMove() call wins
    this.positionListeners = [];
    this.playingListeners = [];
    this.timeline = 0; // bumped when the alg shown changes (show, loadSolution)
    this.reports = 0; // position reports received, and the latest one applied
    this.applied = 0;
    model.detailedTimelineInfo.addFreshListener(async (info) => {
      // Reports finish out of order (the indexer is awaited): one about the timeline before a
      // change, or about an earlier moment (a new solution still at the old end, before its
      // jump to the start), would overwrite a later one. Only the latest report counts.
      const report = ++this.reports;
      const timeline = this.timeline;
      const length = this.length;
      const indexer = await model.indexer.get();
      if (timeline !== this.timeline || report < this.applied) return;
      const index = movesDone(indexer, info, length);
      // A solution just loaded is shown from its start: until the player says so (or the
      // user moves it), a report still placing it elsewhere is about the moment before.
      if (this.atStartPending && index !== 0) return;
      this.atStartPending = false;
      this.applied = report;
      this.index = index;
      for (const cb of this.positionListeners) cb(this.index, info);
    });
    model.playingInfo.addFreshListener((info) => {
      for (const cb of this.playingListeners) cb(info.playing);
    });
  }

  // Greys out the stickers a step's goal ignores: `mask` is a 54-letter facelet mask (a face
  // letter where the goal wants that colour, '-' where any will do, '?' where some colours
  // will: shown as "oriented"), or null for every sticker in its colour.
  setMask(mask) {
    // Only a change is passed on: setting the player's mask request makes it derive the mask
    // again, which must not race with a change of puzzle.
    if (mask === (this.mask ?? null)) return;
    this.mask = mask;
    this.player.experimentalStickeringMaskOrbits = mask ? stickeringMask(mask) : null;
  }

  setPuzzle(puzzle) {
    this.setMask(null);
    this.player.visualization = FLAT.includes(puzzle) ? "auto" : "PG3D";
    this.player.puzzle = puzzle;
    this.ready = this.player.experimentalCurrentThreeJSPuzzleObject();
    this.ready = this.swipeReady(Number(/^(\d+)x\1x\1$/.exec(puzzle)?.[1] ?? 0));
  }

  // Swiping on the n x n x n cube shown (0: not a cube); `ready` resolves once it can swipe.
  swipeReady(n) {
    const drawn = this.ready;
    return this.swipe.setCube(n, drawn).then(() => drawn);
  }

  // Explore mode: shows setup + moves, without animation.
  show(setupMoves, moves) {
    this.player.pause();
    this.stepTarget = null;
    this.timeline++;
    this.atStartPending = false;
    this.player.experimentalSetupAlg = setupMoves.join(" ");
    this.player.alg = moves.join(" ");
    this.length = moves.length;
    this.player.jumpToEnd();
  }

  // Explore mode: animates one more turn.
  addMove(move) {
    this.addToModel(move, { cancel: false });
    this.length++;
  }

  // Explore mode: takes back the last turn.
  removeLast() {
    this.player.experimentalRemoveFinalChild();
    this.length = Math.max(0, this.length - 1);
    this.player.jumpToEnd();
  }

  // Playback mode: the solution from the state reached by `stateMoves`, at its start.
  loadSolution(stateMoves, solution) {
    this.player.pause();
    this.stepTarget = null;
    this.timeline++;
    this.atStartPending = solution.length > 0;
    this.player.experimentalSetupAlg = stateMoves.join(" ");
    this.player.alg = solution.join(" ");
    this.length = solution.length;
    this.player.jumpToStart();
  }

  play() {
    this.atStartPending = false;
    this.stepTarget = null;
    this.player.controller.animationController.play({
      direction: 1,
      untilBoundary: "entire-timeline",
      autoSkipToOtherEndIfStartingAtBoundary: true,
    });
  }
  pause() {
    this.player.pause();
  }
  // One move forward (1) or back (-1). Every press counts: a press during the previous step's
  // animation finishes that step at once and animates the next, so quick presses are not lost
  // (the player's own "play until the next move boundary" would merge them into one).
  step(direction) {
    const from = this.stepTarget ?? this.index;
    const to = Math.max(0, Math.min(this.length, from + direction));
    if (to !== from) this.animateMove(from, to);
  }
  // Plays move i (0-based) from its start.
  playMove(i) {
    if (i >= 0 && i < this.length) this.animateMove(i, i + 1);
  }
  // Jumps to `from` moves done and animates one move to `to` (from ± 1).
  async animateMove(from, to) {
    this.atStartPending = false;
    this.stepTarget = to;
    const request = ++this.moveRequest;
    const start = await this.boundary(from);
    if (request !== this.moveRequest) return;
    this.player.pause();
    this.player.timestamp = start;
    this.player.controller.animationController.play({
      direction: to > from ? 1 : -1,
      untilBoundary: "move",
      autoSkipToOtherEndIfStartingAtBoundary: false,
    });
  }
  // The timestamp at which `n` moves of the timeline are done.
  async boundary(n) {
    const model = this.player.experimentalModel;
    if (n >= this.length) return (await model.timeRange.get()).end;
    return (await model.indexer.get()).indexToMoveStartTimestamp(n);
  }
  // Jumps, without animating, to `n` moves of the timeline done.
  async jumpTo(n) {
    this.atStartPending = false;
    this.stepTarget = null;
    const request = ++this.moveRequest;
    const at = await this.boundary(Math.max(0, Math.min(this.length, n)));
    if (request !== this.moveRequest) return;
    this.player.pause();
    this.player.timestamp = at;
  }
  // Shows the timeline at `ms` (the scrubber), paused.
  scrubTo(ms) {
    this.atStartPending = false;
    this.stepTarget = null;
    this.moveRequest++;
    this.player.pause();
    this.player.timestamp = ms;
  }
  toStart() {
    this.stepTarget = null;
    this.moveRequest++;
    this.player.jumpToStart();
  }
  toEnd() {
    this.atStartPending = false;
    this.stepTarget = null;
    this.moveRequest++;
    this.player.jumpToEnd();
  }
  setSpeed(scale) {
    this.player.tempoScale = scale;
  }
  onPosition(cb) {
    this.positionListeners.push(cb);
  }
  // A turn asked for by a click on the cube ("R", "U'"; slices and rotations as the player
  // names them).
  onPressMove(cb) {
    this.pressListeners.push(cb);
  }
  // A layer turned by a swipe across the cube ("R", "2F'", "M": swipe.js layerMove).
  onSwipe(cb) {
    this.swipeListeners.push(cb);
  }
  onPlaying(cb) {
    this.playingListeners.push(cb);
  }

  // Whether the cube the player shows right now is solved (the player's own model of the
  // state, independent of ours): used by the tests.
  async shownSolved() {
    const pattern = await this.player.experimentalModel.currentPattern.get();
    const name = pattern.kpuzzle.name();
    // The clock: every dial at 12 o'clock, whichever side is in front (a y2 swaps them).
    if (name === "clock") return pattern.patternData.DIALS.orientation.every((o) => o === 0);
    // The megaminx: solved however it is held (a WCA scramble leaves it turned, and the library
    // solves it as held).
    if (name === "megaminx") return megaminxSolved(pattern);
    // The Square-1 (cubing names it so): every piece home, the middle layer square (the
    // library solves it so).
    if (name === "Square-1") return pattern.isIdentical(pattern.kpuzzle.defaultPattern());
    // The pyraminx and the skewb (cubing cannot tell them solved): every piece home, as held
    // (the library solves them so), in its orientation but for the skewb's centres, which look
    // alike in all four.
    if (WCA.includes(name)) {
      const solved = pattern.kpuzzle.defaultPattern();
      return pattern.kpuzzle.definition.orbits.every(({ orbitName }) => {
        const [p, q] = [pattern.patternData[orbitName], solved.patternData[orbitName]];
        return p.pieces.every(
          (piece, i) =>
            piece === q.pieces[i] && (orbitName === "CENTERS" || p.orientation[i] === q.orientation[i]),
        );
      });
    }
    if (!["2x2x2", "3x3x3"].includes(pattern.kpuzzle.name())) return bigCubeSolved(pattern);
    // A 2x2x2 has no centres: solved in whatever way it is held.
    const any = pattern.kpuzzle.name() === "2x2x2";
    return pattern.experimentalIsSolved({ ignorePuzzleOrientation: any, ignoreCenterOrientation: true });
  }

  // Whether the player shows exactly the cube reached by `moves` from solved: used by the tests.
  async shows(moves) {
    const pattern = await this.player.experimentalModel.currentPattern.get();
    return pattern.isIdentical(pattern.kpuzzle.defaultPattern().applyAlg(moves.join(" ")));
  }
}

// Whether a megaminx's KPattern is solved as some way of holding it shows it: one of its 60
// whole turns brings every corner and edge home untwisted and every centre home (a centre's
// own turn is invisible).
function megaminxSolved(pattern) {
  const solved = pattern.kpuzzle.defaultPattern();
  return wholeTurns(pattern.kpuzzle).some((turn) => {
    const held = pattern.applyAlg(turn);
    return ["CORNERS", "EDGES", "CENTERS"].every((orbit) => {
      const [p, q] = [held.patternData[orbit], solved.patternData[orbit]];
      return p.pieces.every(
        (piece, i) => piece === q.pieces[i] && (orbit === "CENTERS" || p.orientation[i] === q.orientation[i]),
      );
    });
  });
}

// The megaminx's 60 whole turns as moves (Uv and Fv combined), found once by where they take
// the centres.
let megaminxTurns = null;
function wholeTurns(kpuzzle) {
  if (megaminxTurns) return megaminxTurns;
  const seen = new Map([[kpuzzle.defaultPattern().patternData.CENTERS.pieces.join(), ""]]);
  for (let frontier = [""]; frontier.length;) {
    const next = [];
    for (const alg of frontier)
      for (const move of ["Uv", "Fv"]) {
        const turn = `${alg} ${move}`.trim();
        const key = kpuzzle.defaultPattern().applyAlg(turn).patternData.CENTERS.pieces.join();
        if (!seen.has(key)) {
          seen.set(key, turn);
          next.push(turn);
        }
      }
    frontier = next;
  }
  megaminxTurns = [...seen.values()];
  return megaminxTurns;
}

// Whether a big cube's KPattern is solved: every piece home, for one of the 24 ways the cube
// can be held, where a centre piece counts as home on any place of its face (a face's centre
// pieces of one orbit look alike) and a fixed centre in any orientation.
function bigCubeSolved(pattern) {
  const { kpuzzle } = pattern;
  const faceOf = centreFaces(kpuzzle);
  const same = (a, b) =>
    kpuzzle.definition.orbits.every(({ orbitName }) => {
      const [p, q] = [a.patternData[orbitName], b.patternData[orbitName]];
      const face = faceOf[orbitName];
      return p.pieces.every((piece, i) =>
        face
          ? face[piece] === face[q.pieces[i]]
          : piece === q.pieces[i] && p.orientation[i] === q.orientation[i],
      );
    });
  const solved = kpuzzle.defaultPattern();
  return ["", "x", "x2", "x'", "z", "z'"].some((a) =>
    ["", "y", "y2", "y'"].some((b) => same(pattern, solved.applyAlg(`${a} ${b}`))),
  );
}

// For each centre orbit of a kpuzzle, the face of each piece (by its home place): the first
// face whose outer turn moves that place.
function centreFaces(kpuzzle) {
  const faces = {};
  for (const { orbitName, numPieces } of kpuzzle.definition.orbits) {
    if (!orbitName.startsWith("CENTERS")) continue;
    const face = [];
    for (const f of ["U", "R", "F", "D", "L", "B"]) {
      const t = kpuzzle.moveToTransformation(f).transformationData[orbitName];
      for (let i = 0; i < numPieces; i++)
        if (face[i] === undefined && (t.permutation[i] !== i || t.orientationDelta[i] !== 0)) face[i] = f;
    }
    faces[orbitName] = face;
  }
  return faces;
}

// The number of moves done at the timeline's timestamp: a move counts once its animation has
// ended. (The indexer's timestampToIndex gives the move under way, and at a boundary the one
// just ended: one behind.) Moves follow each other, so move i ends where move i + 1 starts.
function movesDone(indexer, info, length) {
  if (info.atEnd) return length;
  let done = 0;
  while (done < length - 1 && indexer.indexToMoveStartTimestamp(done + 1) <= info.timestamp) done++;
  return length > 0 && info.timestamp >= info.timeRange.end ? length : done;
}

// The 3x3x3 pieces of the cubing package's puzzle (its orbits' piece order, each piece's
// stickers in its orientation order) as indices of the 54-letter facelet string (Kociemba's
// order: U 0-8, R 9-17, F 18-26, D 27-35, L 36-44, B 45-53).
const PIECE_FACELETS = {
  EDGES: [
    [7, 19],
    [5, 10],
    [1, 46],
    [3, 37],
    [28, 25],
    [32, 16],
    [34, 52],
    [30, 43],
    [23, 12],
    [21, 41],
    [48, 14],
    [50, 39],
  ],
  CORNERS: [
    [8, 20, 9],
    [2, 11, 45],
    [0, 47, 36],
    [6, 38, 18],
    [29, 15, 26],
    [27, 24, 44],
    [33, 42, 53],
    [35, 51, 17],
  ],
  // A centre has one sticker, but the puzzle-geometry view reads one mask per orientation (4).
  CENTERS: [4, 40, 22, 13, 49, 31].map((i) => [i, i, i, i]),
};
const STICKER_MASK = (c) => (c === "-" ? "ignored" : c === "?" ? "oriented" : "regular");

// A facelet mask as the player's stickering mask.
export function stickeringMask(mask) {
  const orbits = {};
  for (const [orbit, pieces] of Object.entries(PIECE_FACELETS))
    orbits[orbit] = {
      pieces: pieces.map((facelets) => ({ facelets: facelets.map((i) => STICKER_MASK(mask[i])) })),
    };
  return { orbits };
}
