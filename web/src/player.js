// The 3D cube: the `cubing` package's TwistyPlayer, in one of two modes.
//   explore:  setup = the current base state, alg = the turns made since (animated as added);
//   playback: setup = the cube being solved, alg = the solution, driven by play/step/speed.
import { TwistyPlayer } from "cubing/twisty";

const ALG_NONE = "";

export class CubeView {
  constructor(host) {
    this.player = new TwistyPlayer({
      puzzle: "3x3x3",
      visualization: "3D",
      controlPanel: "none",
      background: "none",
      backView: "none",
      hintFacelets: "floating",
      experimentalDragInput: "auto",
      experimentalSetupAnchor: "start",
      tempoScale: 1,
      alg: ALG_NONE,
    });
    this.player.classList.add("twisty");
    host.append(this.player);
    // Resolves once the 3D cube exists (software WebGL can take a few seconds).
    this.ready = this.player.experimentalCurrentThreeJSPuzzleObject();
    this.length = 0;
    this.positionListeners = [];
    this.playingListeners = [];
    const model = this.player.experimentalModel;
    model.detailedTimelineInfo.addFreshListener(async (info) => {
      const indexer = await model.indexer.get();
      const index = info.atEnd ? this.length : indexer.timestampToIndex(info.timestamp);
      for (const cb of this.positionListeners) cb(index, info);
    });
    model.playingInfo.addFreshListener((info) => {
      for (const cb of this.playingListeners) cb(info.playing);
    });
  }

  setPuzzle(puzzle) {
    this.player.puzzle = puzzle;
    this.ready = this.player.experimentalCurrentThreeJSPuzzleObject();
  }

  // Explore mode: shows setup + moves, without animation.
  show(setupMoves, moves) {
    this.player.pause();
    this.player.experimentalSetupAlg = setupMoves.join(" ");
    this.player.alg = moves.join(" ");
    this.length = moves.length;
    this.player.jumpToEnd();
  }

  // Explore mode: animates one more turn.
  addMove(move) {
    this.player.experimentalAddMove(move, { cancel: false });
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
    this.player.experimentalSetupAlg = stateMoves.join(" ");
    this.player.alg = solution.join(" ");
    this.length = solution.length;
    this.player.jumpToStart();
  }

  play() {
    this.player.controller.animationController.play({
      direction: 1,
      untilBoundary: "entire-timeline",
      autoSkipToOtherEndIfStartingAtBoundary: true,
    });
  }
  pause() {
    this.player.pause();
  }
  step(direction) {
    this.player.controller.animationController.play({ direction, untilBoundary: "move" });
  }
  toStart() {
    this.player.jumpToStart();
  }
  toEnd() {
    this.player.jumpToEnd();
  }
  setSpeed(scale) {
    this.player.tempoScale = scale;
  }
  onPosition(cb) {
    this.positionListeners.push(cb);
  }
  onPlaying(cb) {
    this.playingListeners.push(cb);
  }

  // Whether the cube the player shows right now is solved (the player's own model of the
  // state, independent of ours): used by the tests.
  async shownSolved() {
    const pattern = await this.player.experimentalModel.currentPattern.get();
    // A 2x2x2 has no centres: solved in whatever way it is held.
    const any = pattern.kpuzzle.name() === "2x2x2";
    return pattern.experimentalIsSolved({ ignorePuzzleOrientation: any, ignoreCenterOrientation: true });
  }
}
