// The cubelab web app: the cube (3D view, turns, scrambles, alg and facelets) and the three
// panels (solve, compare, sticker editor). Solving and validation happen in the page
// (WebAssembly in Web Workers, local.js), and on the cubelab server for the solvers too big
// for a browser when the page came from one (api.js).
import "./style.css";
import * as api from "./api.js";
import {
  FACES,
  PUZZLES,
  cubeFor,
  faceletsFor,
  isBig,
  isSolved,
  isWca,
  keptAsMoves,
  parseMoves,
  puzzleName,
  formatMoves,
  invertMove,
  invertMoves,
  htm,
  qtm,
  sizeOf,
  solvedFor,
  threeByThreeOnly,
  wcaLength,
  wcaUnit,
} from "./cube.js";
import { CubeView } from "./player.js";
import { SolvePanel, timeLimitFor } from "./solve.js";
import { ComparePanel } from "./compare.js";
import { StickerEditor } from "./editor.js";
import { ScanPanel } from "./scan.js";
import { PracticeTimer } from "./practice.js";
import { LastLayerTrainer } from "./trainer.js";
import { StepsPanel } from "./steps.js";
import { TimerKeys } from "./timer_keys.js";
import { copyText, download, netSvg } from "./share.js";
import { $, el, show, showMessage } from "./dom.js";
import { loadSettings, readLink, saveSettings, writeLink } from "./persist.js";
import {
  NotationError,
  clockTurns,
  expandNotation,
  findMove,
  invertNotation,
  mirrorNotation,
  parseNotation,
  simplifyNotation,
} from "./notation.js";

class App {
  constructor() {
    this.puzzle = "3x3x3";
    this.setup = []; // moves from solved to the base state
    this.setupText = null; // the Moves box's text that set `setup`, kept as written
    this.moves = []; // turns made since
    // Undo and redo: the cube before each change (a turn, a scramble, a reset, a cube set by
    // the boxes or the editor, a solution's moves kept), as {setup, setupText, moves}.
    this.past = [];
    this.future = [];
    this.playback = null; // {solution, index} while a solution is loaded
    // The text boxes (Moves, Facelets) whose text the user has edited but not set, last edited
    // last: they show that text, not the cube, until it is set or the cube is changed otherwise.
    // Each maps to the count of edits when it was last edited.
    this.drafts = new Map();
    this.edits = 0;
    // Changes of the cube by text (guard): one at a time, in the order asked, so that a slow one
    // asked first (a solve) cannot land after one asked later and undo it. `keepEditsAfter` is
    // the edit count when the running one was asked: setState keeps the drafts edited since.
    this.guarded = Promise.resolve();
    this.keepEditsAfter = null;
    this.info = { solvers: [], default: {}, limits: {} };
    // The link the page was opened with (persist.js): read before the page writes its own.
    this.link = readLink();
    this.linkRestored = false;
    this.view = new CubeView($("#player-host"));
    this.view.onPosition((index, info) => {
      this.onPlaybackPosition(index);
      this.showTimeline(info);
    });
    // A click on a sticker: a face turn like a button's (slices and rotations have no button).
    // The player gives a left click the face's counter-clockwise turn; here a click turns the
    // face clockwise, as its button and its key do, and a right click the other way.
    // On the pyraminx and the skewb the player names its own moves (F, UL), not the WCA's:
    // a click there shows why it turns nothing (noTurnsHere).
    this.view.onPressMove((move) => {
      if (isWca(this.puzzle)) return this.noTurnsHere();
      if (/^[URFDLB]['2]?$/.test(move)) this.turn(invertMove(move));
    });
    // A swipe across the cube: the layer it crosses, turned its way (the 3x3x3's middle
    // layers as their slice buttons turn them).
    this.view.onSwipe((move) => {
      if (/^[MES]'?$/.test(move)) return this.timerKey(move);
      this.turn(move);
    });
    this.playing = false;
    this.view.onPlaying((playing) => {
      this.playing = playing;
      $("#pb-play").classList.toggle("playing", playing);
    });
    this.solvePanel = new SolvePanel(this.solvePanelAccess());
    this.comparePanel = new ComparePanel(this.comparePanelAccess());
    this.stepsPanel = new StepsPanel(this.stepsPanelAccess());
    this.editor = new StickerEditor(this.editorAccess());
    this.scanPanel = new ScanPanel(this.scanAccess());
    this.practice = new PracticeTimer(this.practiceAccess());
    this.trainer = new LastLayerTrainer(this.trainerAccess());
    this.timerKeys = new TimerKeys();
    this.keyTurns = Promise.resolve(); // timer-layout keys, one after the other
    this.buildMoveButtons();
    this.buildSliceButtons();
    this.bindControls();
    this.refresh();
  }

  // What each panel may do with the app: only these, not the whole App. The Solve and Steps
  // panels solve the cube shown and play their solutions on it; `own` adds one panel's extras.
  // (Object.assign onto the literal keeps puzzle and playback live getters.)
  solvingPanelAccess(own = {}) {
    const app = this;
    const access = {
      get puzzle() {
        return app.puzzle;
      },
      get playback() {
        return app.playback;
      },
      facelets: () => app.facelets(),
      cube: () => app.cube(),
      stateMoves: () => app.stateMoves(),
      applyDrafts: () => app.applyDrafts(),
      leavePlayback: () => app.leavePlayback(),
      setState: (moves) => app.setState(moves),
      loadSolution: (solution, options) => app.loadSolution(solution, options),
      playMove: (index) => app.view.playMove(index),
    };
    return Object.assign(access, own);
  }
  solvePanelAccess() {
    return this.solvingPanelAccess({
      jumpTo: (index) => this.view.jumpTo(index),
      writeLink: () => this.writeLink(),
    });
  }
  stepsPanelAccess() {
    return this.solvingPanelAccess();
  }
  comparePanelAccess() {
    const app = this;
    return {
      cube: () => app.cube(),
      stateMoves: () => app.stateMoves(),
      applyDrafts: () => app.applyDrafts(),
      searchTime: (solver) => app.solvePanel.searchTime(solver),
      // "Play" on a row: the Solve tab shows that solution on the cube it was found for.
      showInSolveTab: (result, cubeMoves) => {
        app.showTab("solve");
        app.solvePanel.showResult(result, cubeMoves);
      },
    };
  }
  editorAccess() {
    const app = this;
    return {
      // A big cube's facelets are the library's, asked for when the cube changes.
      facelets: async () => {
        await app.readBigCube();
        return app.facelets() || solvedFor(app.puzzle);
      },
      useFacelets: (facelets) => app.useFacelets(facelets),
      showTab: (name) => app.showTab(name),
    };
  }

  scanAccess() {
    const app = this;
    return {
      get puzzle() {
        return app.puzzle;
      },
      useFacelets: (facelets) => app.useFacelets(facelets),
      loadEditor: (facelets) => app.editor.load(facelets),
      showTab: (name) => app.showTab(name),
    };
  }

  practiceAccess() {
    const app = this;
    return {
      get puzzle() {
        return app.puzzle;
      },
      visible: () => !$("#tab-practice").hidden,
      // A random state where the puzzle has a solver to write it (the WCA puzzles' and big
      // cubes' scrambles as the WCA's), random moves otherwise.
      scramble: async () => {
        const kind = app.defaultSolver() || isWca(app.puzzle) ? "state" : "moves";
        const r = await api.scramble(kind, { puzzle: app.puzzle });
        if (r.moves === null) throw new api.ApiError(0, "E_OPTION", r.note);
        return r.moves;
      },
      setCube: async (puzzle, moves) => {
        await app.setPuzzle(puzzle);
        app.setState(parseMoves(moves, puzzle), moves);
      },
      showTab: (name) => app.showTab(name),
    };
  }

  trainerAccess() {
    const app = this;
    return {
      hasServer: () => !!app.info?.server,
      showCase: async (setup) => {
        await app.setPuzzle("3x3x3");
        app.setState(setup);
      },
    };
  }

  async start() {
    $("#version").textContent = __CUBELAB_VERSION__;
    // The tables at once (the solving worker answers the list of solvers, then builds them):
    // building them is most of the wait before the first solve.
    const solvers = api.getSolvers();
    this.prepareTables();
    this.info = await solvers;
    this.showStatus();
    this.configurePanels();
    this.restoreSpeed();
    this.setTimerKeys(!!loadSettings().timerKeys);
    await this.restoreLink();
    document.body.dataset.ready = "true";
    await this.view.ready;
    document.body.dataset.cubeReady = "true";
  }

  // Sets the cube, the solver and the solution of the link the page was opened with; from
  // then on the URL follows the page (writeLink).
  async restoreLink() {
    const { puzzle, cube, solver, solution } = this.link;
    try {
      if (puzzle && !PUZZLES.includes(puzzle))
        throw new api.ApiError(400, "E_PUZZLE", `the page has no puzzle ${puzzle} (${PUZZLES.join(", ")})`);
      if (puzzle) await this.setPuzzle(puzzle);
      if (solver && [...$("#solver-select").options].some((o) => o.value === solver)) {
        $("#solver-select").value = solver;
        this.solvePanel.renderOptions();
      }
      if (cube && !(await this.applyAlgText(cube))) return;
      if (solution) {
        // A Square-1's slash may be blocked on the solved puzzle and not on the cube: its
        // solution is checked after the cube's moves, and read as written.
        const sq1 = this.puzzle === "square1";
        const r = await api.validate(sq1 ? `${this.scrambleText()} ${solution}` : solution, this.puzzle);
        if (!r.valid || r.moves === undefined || r.kind !== "moves")
          throw new api.ApiError(
            400,
            r.code ?? "E_NOTATION",
            `the link's solution is not a move sequence${r.message ? `: ${r.message}` : ""}`,
          );
        this.solvePanel.showLinked(parseMoves(sq1 ? solution : r.moves, this.puzzle));
      }
    } catch (e) {
      showMessage($("#state-error"), `The link: ${e.code ? `${e.code}: ` : ""}${e.message}`);
    } finally {
      this.linkRestored = true;
      this.writeLink();
    }
  }

  // The cube before the solution: its moves from solved, as written.
  scrambleText() {
    return this.setupText
      ? [this.setupText, ...this.moves].join(" ")
      : formatMoves([...this.setup, ...this.moves]);
  }

  // The URL's hash: the cube (moves from solved), the solver chosen, the solution played.
  writeLink() {
    if (!this.linkRestored) return;
    writeLink({
      puzzle: this.puzzle,
      cube: this.scrambleText(),
      solver: $("#solver-select").value || null,
      solution: this.playback ? formatMoves(this.playback.solution) : null,
    });
  }

  restoreSpeed() {
    const speed = Number(loadSettings().speed);
    if (!Number.isFinite(speed)) return;
    $("#pb-speed").value = String(speed);
    this.setSpeed(Number($("#pb-speed").value));
  }

  setSpeed(exponent) {
    const scale = 2 ** exponent;
    this.view.setSpeed(scale);
    $("#pb-speed-value").textContent = `${+scale.toFixed(2)}×`;
  }

  // Says which solvers run where: in the page, on the server.
  showStatus() {
    const all = this.info.solvers;
    const inPage = all.filter((s) => s.runs === "page").length;
    const onServer = all.length - inPage;
    const status = $("#server-status");
    const plural = (n) => `${n} solver${n === 1 ? "" : "s"}`;
    status.textContent = this.info.server
      ? `connected · ${plural(all.length)} (${inPage} in the page, ${onServer} on the server)`
      : `${plural(inPage)} in the page · no server`;
    const idle = this.info.unavailable ?? [];
    if (this.info.server && idle.length)
      status.textContent += ` · ${idle.length} more once the server builds their tables`;
    status.title = this.info.server
      ? "The solvers whose tables fit a browser run in this page; the others run on the cubelab server that served it." +
        idle.map((s) => `\n${s.name}: ${s.why}`).join("")
      : "Every solver here runs in this page (WebAssembly): no server is needed. Served by `cubelab serve`, the page also offers the solvers too big for a browser.";
    status.classList.toggle("ok", all.length > 0);
    status.classList.toggle("bad", all.length === 0);
    if (this.info.pageError)
      showMessage($("#solve-error"), `The in-page solvers did not start: ${this.info.pageError}`);
  }

  // Builds the tables of the page's default 3x3x3 solver in its worker at once, with the
  // progress shown, so that the first solve does not wait for them.
  async prepareTables() {
    const box = $("#tables-status");
    const started = performance.now();
    show(box, true);
    $("#tables-text").textContent = "Building the solver's tables in the page…";
    const tick = setInterval(
      () => ($("#tables-time").textContent = `${((performance.now() - started) / 1000).toFixed(1)} s`),
      100,
    );
    try {
      const r = await api.prepare(undefined, "3x3x3");
      $("#tables-text").textContent =
        `${r.solver}'s tables built in the page in ${(r.load_ms / 1000).toFixed(2)} s: ready to solve.`;
      box.classList.add("done");
      document.body.dataset.tablesReady = "true";
    } catch (e) {
      $("#tables-text").textContent = `The in-page solvers' tables could not be built: ${e.message}`;
      box.classList.add("bad");
    } finally {
      clearInterval(tick);
      $("#tables-time").textContent = "";
    }
  }

  // The cube as it is now (in playback: as the player shows it).
  stateMoves() {
    const base = [...this.setup, ...this.moves];
    return this.playback ? [...base, ...this.playback.solution.slice(0, this.playback.index)] : base;
  }
  // The facelets: the page's own for the 3x3x3 and the 2x2x2; a big cube's (and the
  // pyraminx's, skewb's and clock's state text) are the library's, asked for as the cube
  // changes (readBigCube), "" until they come.
  facelets() {
    if (!keptAsMoves(this.puzzle)) return faceletsFor(this.puzzle, this.stateMoves());
    return this.bigFacelets?.cube === this.cube() ? this.bigFacelets.facelets : "";
  }
  // The cube of a solve request: the facelets, or a big cube's moves from solved.
  cube() {
    return cubeFor(this.puzzle, this.stateMoves());
  }
  // Asks the library for the big cube's facelets; the answer for the cube shown (the latest
  // change) updates the Facelets box and the Solved badge.
  async readBigCube() {
    const puzzle = this.puzzle;
    const cube = this.cube();
    if (!keptAsMoves(puzzle) || this.bigFacelets?.cube === cube) return;
    const facelets = cube
      ? await api.validate(cube, puzzle).then(
          (r) => (r.valid ? r.facelets : null),
          () => null,
        )
      : solvedFor(puzzle);
    if (facelets === null || puzzle !== this.puzzle || cube !== this.cube()) return;
    this.bigFacelets = { cube, facelets };
    this.refresh();
  }
  defaultSolver() {
    return this.info.default?.[this.puzzle] ?? null;
  }

  // Switches the puzzle (3x3x3, 2x2x2, the big cubes, the pyraminx, skewb and clock): a
  // solved puzzle, and the solvers of that puzzle.
  async setPuzzle(puzzle) {
    if (puzzle === this.puzzle) return;
    this.puzzle = puzzle;
    this.solvePanel.runner.cancel();
    this.stepsPanel.runner.cancel();
    this.comparePanel.stop();
    for (const b of document.querySelectorAll(".puzzle-switch button"))
      b.setAttribute("aria-pressed", String(b.dataset.puzzle === puzzle));
    document.body.dataset.puzzle = puzzle;
    document.body.dataset.cubeReady = "false";
    this.showPuzzleControls();
    this.view.setPuzzle(puzzle);
    this.setState([]);
    this.past = [];
    this.future = [];
    this.configurePanels();
    this.editor.setPuzzle(puzzle);
    this.scanPanel.setPuzzle(puzzle);
    await this.view.ready;
    document.body.dataset.cubeReady = "true";
  }

  configurePanels() {
    const stateBtn = $("#scramble-state-btn");
    stateBtn.disabled = !this.defaultSolver();
    const length = this.info.puzzles?.find((p) => p.name === this.puzzle)?.scramble_length;
    const wca = isWca(this.puzzle);
    stateBtn.title =
      this.puzzle === "megaminx"
        ? `The WCA scrambles the megaminx with ${length ?? 77} random moves (R++ D-- ... U', as TNoodle makes them), and so does this: no random state`
        : this.puzzle === "4x4x4"
          ? "A uniformly random state, as the WCA scrambles the 4x4x4 (the inverse of a cube4 solution)"
          : isBig(this.puzzle)
            ? `The WCA scrambles the ${puzzleName(this.puzzle)} with ${length ?? "random"} random moves, and so does this`
            : !this.defaultSolver()
              ? `Random-state scrambles need a ${puzzleName(this.puzzle)} solver, and there is none`
              : wca
                ? `A uniformly random state, as the WCA scrambles the ${puzzleName(this.puzzle)}`
                : "A uniformly random state (as the inverse of a solution)";
    const movesBtn = $("#scramble-moves-btn");
    // The library scrambles the pyraminx, skewb, clock and Square-1 by random states only, and
    // the megaminx by the WCA's fixed form, as the WCA.
    movesBtn.disabled = wca;
    movesBtn.title =
      this.puzzle === "megaminx"
        ? "The WCA's megaminx scrambles have a fixed form, not a length: use Random state"
        : wca
          ? `The WCA scrambles the ${puzzleName(this.puzzle)} with random states only, and so does this: use Random state`
          : isBig(this.puzzle)
            ? `${length ?? "Random"} random moves: outer blocks of layers, as the WCA scrambler turns them`
            : `${length ?? 25} random face turns`;
    this.solvePanel.setSolvers(this.info, this.puzzle);
    this.comparePanel.setSolvers(this.info, this.puzzle);
    this.stepsPanel.setSolvers(this.info, this.puzzle);
  }

  // ---- turning the cube ----
  turn(move) {
    this.turns([move]);
  }
  // Turns made as one change (a slice's face turns are undone together).
  turns(moves) {
    if (isWca(this.puzzle)) return this.noTurnsHere();
    this.leavePlayback();
    this.discardDrafts();
    if (!moves.length) return;
    this.record();
    for (const move of moves) {
      this.moves.push(move);
      this.view.addMove(move);
    }
    this.refresh();
  }

  // ---- undo and redo ----
  snapshot() {
    return { setup: this.setup, setupText: this.setupText, moves: [...this.moves] };
  }
  // Keeps the cube as it is before a change; a change clears what was undone.
  record() {
    const now = this.snapshot();
    const last = this.past.at(-1);
    if (last && JSON.stringify(last) === JSON.stringify(now) && !this.future.length) return;
    this.past.push(now);
    if (this.past.length > 1000) this.past.shift();
    this.future = [];
  }
  undo() {
    this.leavePlayback();
    this.discardDrafts();
    if (!this.past.length) return;
    this.future.push(this.snapshot());
    this.restore(this.past.pop());
  }
  redo() {
    this.leavePlayback();
    this.discardDrafts();
    if (!this.future.length) return;
    this.past.push(this.snapshot());
    this.restore(this.future.pop());
  }
  // Shows a cube kept by undo or redo: one turn taken back or made again is animated.
  restore({ setup, setupText, moves }) {
    const sameBase = setup === this.setup && setupText === this.setupText;
    const prefix = (a, b) => a.length + 1 === b.length && a.every((m, i) => m === b[i]);
    if (sameBase && prefix(moves, this.moves)) this.view.removeLast();
    else if (sameBase && prefix(this.moves, moves)) this.view.addMove(moves.at(-1));
    else this.view.show(setup, moves);
    this.setup = setup;
    this.setupText = setupText;
    this.moves = [...moves];
    showMessage($("#state-error"), null);
    this.refresh();
  }
  reset() {
    this.timerKeys.reset();
    this.showHeld();
    this.setState([]);
  }
  // `text`: the Moves box's text that gives these moves, shown as written.
  setState(setupMoves, text = null) {
    const same =
      !this.moves.length && this.setupText === text && formatMoves(this.setup) === formatMoves(setupMoves);
    if (!same) this.record();
    if (this.playback) {
      this.playbackOwner.highlight(-1);
      this.view.setMask(null);
    }
    this.playback = null;
    this.setup = setupMoves;
    this.setupText = text;
    this.moves = [];
    this.view.show(this.setup, this.moves);
    showMessage($("#state-error"), null);
    this.discardDrafts();
    this.refresh();
  }

  // Sets the cube to one given by facelets: the 3D player needs moves, so the default solver
  // finds a solution and the cube is set up by its inverse (checked before it is used).
  async useFacelets(facelets) {
    const puzzle = this.puzzle;
    if (isSolved(puzzle, facelets)) return this.setState([]);
    const solver = this.defaultSolver();
    if (!solver)
      throw new api.ApiError(
        0,
        "E_OPTION",
        `showing a cube given by its stickers needs a ${puzzle} solver, and there is none`,
      );
    const r = await api.solve({ cube: facelets, puzzle, solver, time_limit: timeLimitFor(solver) });
    if (r.status !== "solved")
      throw new api.ApiError(0, "E_SOLVE", `the ${solver} solver could not solve this cube (${r.status})`);
    const setup = invertMoves(parseMoves(r.solution, puzzle), puzzle);
    // The set-up must reach the same cube (for the 2x2x2 and the big cubes, in any
    // orientation: compare the library's normalised facelets).
    const reached = cubeFor(puzzle, setup);
    const same =
      puzzle === "3x3x3"
        ? reached === facelets
        : (await api.validate(reached, puzzle)).facelets === (await api.validate(facelets, puzzle)).facelets;
    if (!same) throw new Error("internal: the set-up moves do not reach the cube");
    this.setState(setup);
  }

  // The scramble buttons are disabled until the answer comes: a random-state scramble takes
  // a solve, and a second click would replace the first cube with another.
  async scramble(kind) {
    if (this.scrambling) return;
    this.scrambling = true;
    const buttons = [$("#scramble-state-btn"), $("#scramble-moves-btn")];
    for (const b of buttons) b.disabled = true;
    try {
      await this.guard(null, async () => {
        const r = await api.scramble(kind, { puzzle: this.puzzle });
        if (r.moves === null) throw new api.ApiError(0, "E_OPTION", r.note);
        this.setState(parseMoves(r.moves, this.puzzle));
        // A 5x5x5's or bigger cube's "random state" is random moves, as the WCA's: the
        // library says so.
        if (r.note) showMessage($("#state-error"), `${r.note[0].toUpperCase()}${r.note.slice(1)}.`, "note");
      });
    } finally {
      this.scrambling = false;
      $("#scramble-moves-btn").disabled = isWca(this.puzzle);
      $("#scramble-state-btn").disabled = !this.defaultSolver();
    }
  }

  // Each returns whether the cube was set; on an error the box keeps its text, marked.
  // Moves are read by cubing's Alg (groupings, commutators, conjugates: notation.js), written
  // out, and turned into face turns by the library; text cubing cannot read goes to the
  // library as it is (its own variants: R3, Rp), and an error marks the part it is about.
  async applyAlgText(text) {
    return await this.guard("alg", async () => {
      const written = text.trim();
      let alg = null;
      let unread = null;
      // A Square-1's text goes to the library as written: cubing writes its turns of the
      // layers out as moves of its own (U_SQ_1 D_SQ_0), which the library does not read.
      try {
        if (this.puzzle !== "square1") alg = parseNotation(written);
      } catch (e) {
        if (!(e instanceof NotationError)) throw e;
        unread = e;
      }
      const r = await api.validate(alg ? expandNotation(alg, this.puzzle) : written, this.puzzle);
      if (!r.valid) {
        // cubing's error where it could not read the text and the library could not either
        // (a bracket); else the library's, at the move it names.
        if (unread && /[[\]]/.test(written)) throw unread;
        const token = /bad move '([^']*)'/.exec(r.message ?? "")?.[1];
        const at = token === undefined ? null : alg ? findMove(alg, token) : positionOf(r.message, token);
        if (at) throw new NotationError(r.message, at[0], at[1]);
        throw new api.ApiError(400, r.code, r.message);
      }
      if (r.moves === undefined) return await this.useFacelets(r.facelets);
      // The library reads 3x3x3 notation for both puzzles (M on a 2x2x2 would turn its two
      // layers, as R L'): refuse it rather than turn a cube the user did not mean.
      const bad = this.puzzle === "2x2x2" ? threeByThreeOnly(text) : null;
      if (bad)
        throw new Error(
          `The 2x2x2 has no middle layer: ${bad} is a 3x3x3 move. Use face turns (U R F D L B) and rotations (x y z).`,
        );
      this.setState(parseMoves(r.moves, this.puzzle), written);
    });
  }

  // Invert, Mirror and Simplify: the box's text (as written, or the cube's moves) turned so,
  // keeping its brackets (Simplify writes it out), then set.
  async transformAlg(kind) {
    const box = $("#alg-input");
    await this.guard("alg", async () => {
      // (A Square-1's text with its moves spaced out as cubing reads them: "(1,0)/" -> "(1, 0) /".)
      const text = box.value.trim();
      const alg = parseNotation(this.puzzle === "square1" ? formatMoves(parseMoves(text, "square1")) : text);
      // (Mirror is the cubes': its button is disabled on the others, showPuzzleControls.)
      let next =
        kind === "invert"
          ? invertNotation(alg)
          : kind === "mirror"
            ? mirrorNotation(alg)
            : this.puzzle === "square1"
              ? simplifySquare1(alg)
              : simplifyNotation(alg, this.puzzle);
      if (this.puzzle === "clock") next = clockTurns(next);
      box.value = next.toString();
      this.editDraft("alg");
    });
    if (this.drafts.has("alg")) await this.applyAlgText(box.value);
  }

  async applyFaceletText(text) {
    return await this.guard("facelets", async () => {
      const r = await api.validate(text.trim(), this.puzzle);
      if (!r.valid) throw new api.ApiError(400, r.code, r.message);
      const n = 6 * sizeOf(this.puzzle) ** 2;
      if (r.kind !== "facelets")
        throw new Error(
          isWca(this.puzzle)
            ? `The Facelets box takes the ${puzzleName(this.puzzle)}'s state: ${WCA_STATE_TEXT[this.puzzle]}. Moves go in the Moves box.`
            : `The Facelets box takes facelets: ${n} letters U R F D L B, face by face in the order U R F D L B. Moves go in the Moves box.`,
        );
      await this.useFacelets(r.facelets);
    });
  }

  // Sets the cube from the box edited last, if any (Solve and Compare solve what the boxes
  // show). Returns false when its text is not a cube (the error is shown).
  async applyDrafts() {
    const last = [...this.drafts.keys()].pop();
    // Text edited back to the cube shown: nothing to set (setting it would lose the undo
    // history, and facelets would take a solve).
    const same = {
      alg: () => $("#alg-input").value.trim() === this.algText(),
      facelets: () => $("#facelets-input").value.trim() === this.facelets(),
    };
    if (last && same[last]()) {
      this.discardDrafts();
      this.refresh();
      return true;
    }
    if (last === "alg") return await this.applyAlgText($("#alg-input").value);
    if (last === "facelets") return await this.applyFaceletText($("#facelets-input").value);
    return true;
  }

  // The text box of draft `name` ("alg" or "facelets").
  draftBox(name) {
    return $(name === "alg" ? "#alg-input" : "#facelets-input");
  }

  // Marks box `name`'s text as edited, last.
  editDraft(name) {
    this.drafts.delete(name);
    this.drafts.set(name, ++this.edits);
  }

  // Gives up the drafts, but those edited after the change being made was asked for: the
  // text typed while it ran is the user's next request.
  discardDrafts() {
    for (const name of ["alg", "facelets"]) {
      if (this.keepEditsAfter !== null && this.drafts.get(name) > this.keepEditsAfter) continue;
      this.drafts.delete(name);
      this.draftBox(name).removeAttribute("aria-invalid");
      if (name === "alg") this.markAlgError(null);
    }
  }

  // Marks the characters [start, end) of the Moves box (a layer over it: a textarea cannot
  // colour part of its text), or clears the mark.
  markAlgError(range) {
    const marks = $("#alg-marks");
    if (!range) return marks.replaceChildren();
    const text = $("#alg-input").value;
    const [start, end] = [Math.max(0, range[0]), Math.max(range[0] + 1, range[1])];
    marks.replaceChildren(
      text.slice(0, start),
      el("mark", { text: text.slice(start, end) || " " }),
      text.slice(end),
    );
    marks.scrollTop = $("#alg-input").scrollTop;
  }

  // What the Moves box shows for the cube: the text that set it, as written, then the turns
  // made since; or the moves.
  algText() {
    const since = this.stateMoves().slice(this.setup.length);
    return this.setupText ? [this.setupText, ...since].join(" ") : formatMoves(this.stateMoves());
  }

  // Runs fn (setting the cube from text box `box`, or null) and shows its error.
  async guard(box, fn) {
    const asked = this.edits;
    const turn = this.guarded.then(() => this.runGuarded(box, fn, asked));
    this.guarded = turn;
    return await turn;
  }

  async runGuarded(box, fn, asked) {
    showMessage($("#state-error"), null);
    document.body.classList.add("busy");
    this.keepEditsAfter = asked;
    try {
      await fn();
      return true;
    } catch (e) {
      showMessage($("#state-error"), e.code ? `${e.code}: ${e.message}` : e.message);
      if (box) this.draftBox(box).setAttribute("aria-invalid", "true");
      if (box === "alg" && e instanceof NotationError) this.markAlgError([e.start, e.end]);
      return false;
    } finally {
      this.keepEditsAfter = null;
      document.body.classList.remove("busy");
    }
  }

  // ---- sharing ----
  // Copies the link, the scramble or the solution, saying what was copied (or that the
  // browser refused the clipboard, with the text to copy by hand).
  async share(what) {
    const text = {
      link: () => location.href,
      scramble: () => this.scrambleText(),
      solution: () => (this.playback ? formatMoves(this.playback.solution) : ""),
    }[what]();
    const status = $("#share-status");
    const copied = await copyText(text);
    status.textContent = copied ? `Copied the ${what}.` : `The browser refused the clipboard: ${text}`;
    clearTimeout(this.shareTimer);
    if (copied) this.shareTimer = setTimeout(() => (status.textContent = ""), 3000);
  }
  // The cube as shown, as a flat net (SVG), to download.
  downloadNet() {
    const f = this.facelets();
    if (!f) return ($("#share-status").textContent = "The cube's stickers are not read yet: try again.");
    download(`cubelab-${this.puzzle}.svg`, netSvg(this.puzzle, f));
  }

  // ---- playback of a solution ----
  // `owner` is the panel that shows the solution's moves (it highlights the one played);
  // `mask` greys out on the 3D cube the stickers a step ignores (player.js setMask).
  loadSolution(solution, { mask = null, owner = this.solvePanel } = {}) {
    this.leavePlayback();
    this.discardDrafts();
    this.playback = { solution, index: 0 };
    this.playbackOwner = owner;
    this.view.setMask(mask);
    this.view.loadSolution([...this.setup, ...this.moves], solution);
    this.refresh();
    this.revealResult(owner.resultBox);
  }

  // On a narrow screen the cube card stays at the top while a solution plays (style.css):
  // the result is scrolled to just below it, so that the cube and the solution are seen
  // together.
  revealResult(box) {
    if (!box || !window.matchMedia("(max-width: 860px)").matches) return;
    requestAnimationFrame(() => {
      const card = document.querySelector(".cube-card").getBoundingClientRect();
      const top = box.getBoundingClientRect().top + window.scrollY - card.height - 12;
      window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
    });
  }
  // Keeps the cube as the player shows it and goes back to turning.
  leavePlayback() {
    if (!this.playback) return;
    const done = this.playback.solution.slice(0, this.playback.index);
    const owner = this.playbackOwner;
    this.playback = null;
    if (done.length) this.record();
    this.moves.push(...done);
    this.view.setMask(null);
    this.view.show(this.setup, this.moves);
    owner.highlight(-1);
    this.refresh();
  }
  // The scrubber follows the player's timeline (its position in milliseconds).
  showTimeline(info) {
    if (!this.playback || !info?.timeRange) return;
    const scrub = $("#pb-scrub");
    scrub.max = String(info.timeRange.end);
    scrub.value = String(info.timestamp);
  }
  onPlaybackPosition(index) {
    if (!this.playback || this.playback.index === index) return;
    this.playback.index = index;
    this.playbackOwner.highlight(index);
    this.refresh();
  }

  // ---- display ----
  refresh() {
    const f = this.facelets();
    const moves = this.stateMoves();
    const algInput = $("#alg-input");
    if (!this.drafts.has("alg")) algInput.value = this.algText();
    const fInput = $("#facelets-input");
    if (!this.drafts.has("facelets")) fInput.value = f;
    const written = this.setupText && this.setupText !== formatMoves(this.setup);
    const count = isWca(this.puzzle)
      ? `${wcaLength(moves)} ${wcaUnit(this.puzzle)}`
      : isBig(this.puzzle)
        ? `${moves.length} turns`
        : `${htm(moves)} HTM, ${qtm(moves)} QTM`;
    $("#alg-count").textContent = moves.length
      ? `(${count})${written ? ` = ${formatMoves(moves)}` : ""}`
      : "";
    const pb = this.playback;
    show($("#playback"), !!pb);
    document.body.classList.toggle("in-playback", !!pb);
    $("#mode-badge").textContent = pb
      ? "Solution"
      : this.moves.length || this.setup.length
        ? "Exploring"
        : "Solved cube";
    show($("#solved-badge"), !!f && isSolved(this.puzzle, f) && !!pb);
    if (pb) $("#pb-position").textContent = `move ${pb.index} / ${pb.solution.length}`;
    $("#copy-solution-btn").disabled = !pb;
    const moved = pb?.index > 0; // leaving playback keeps its moves: a change to undo
    $("#undo-btn").disabled = !this.past.length && !moved;
    $("#redo-btn").disabled = !this.future.length || moved;
    document.body.dataset.facelets = f;
    this.writeLink();
    if (keptAsMoves(this.puzzle) && !f) this.readBigCube();
  }

  // Face turns, and on the big cubes wide turns too (Rw: the outer two layers).
  buildMoveButtons() {
    const grid = $("#move-buttons");
    for (const wide of ["", "w"])
      for (const suffix of ["", "'", "2"])
        for (const face of FACES) {
          const move = face + wide + suffix;
          const b = document.createElement("button");
          b.className = `move-btn face-${face}${wide ? " wide" : ""}`;
          b.textContent = move;
          b.dataset.move = move;
          b.title = `${move}: ${wide ? "the outer two layers " : ""}${suffix === "" ? "clockwise" : suffix === "'" ? "counter-clockwise" : "half turn"}`;
          b.hidden = !!wide;
          b.addEventListener("click", () => this.turn(move));
          grid.append(b);
        }
  }

  // The 3x3x3's slices and rotations, read as the timer keys read them (timerKey): a slice is
  // its face turns (M = R L' x': the page keeps the cube relative to its centres), and it
  // and a rotation change how the cube is held, for the slices and timer keys after them.
  buildSliceButtons() {
    const grid = $("#slice-buttons");
    const names = { M: "the middle slice, as L", E: "the equator, as D", S: "the standing slice, as F" };
    for (const suffix of ["", "'"])
      for (const base of ["M", "E", "S", "x", "y", "z"]) {
        const move = base + suffix;
        const what = names[base] ?? `the whole cube, as ${{ x: "R", y: "U", z: "F" }[base]}`;
        grid.append(
          el("button", {
            class: `move-btn ${names[base] ? "slice" : "rotation"}`,
            text: move,
            "data-move": move,
            title: `${move}: ${what}${suffix ? " counter-clockwise" : " clockwise"}`,
            onclick: () => this.timerKey(move),
          }),
        );
      }
  }

  // What only some puzzles have: wide turns (buttons, the W key) on the big cubes, whose
  // Facelets box shows the library's facelets; the sticker editor is every cube's, the timer
  // keys' cube rotations the 3x3x3's and the 2x2x2's. The pyraminx, skewb and clock have no face
  // turns: their buttons, keys, clicks on the puzzle and Mirror are off, and the page says why.
  showPuzzleControls() {
    const big = isBig(this.puzzle);
    const wca = isWca(this.puzzle);
    for (const b of document.querySelectorAll(".move-btn")) {
      b.hidden = wca || (b.classList.contains("wide") && !big);
      b.disabled = wca;
    }
    $("#keys-wide").hidden = !big;
    $("#slice-buttons").hidden = this.puzzle !== "3x3x3";
    this.showHeld();
    this.armHalfTurn(false);
    this.armWide(false);
    const note = $("#moves-note");
    note.hidden = !wca;
    note.textContent = wca ? this.noTurnsReason() : "";
    $("#keys-cube").hidden = wca;
    $("#keys-click").textContent = wca
      ? this.puzzle === "clock"
        ? "The clock shows its front and its back side."
        : this.puzzle === "square1"
          ? "The Square-1 shows its top layer and its bottom layer."
          : `Drag the ${puzzleName(this.puzzle)} to look around (a click turns nothing: its moves go in the Moves box).`
      : CUBE_HINT;
    $("#timer-keys").disabled = wca;
    $("#timer-keys").parentElement.title = wca
      ? `The timers' keys turn a cube: the ${puzzleName(this.puzzle)} takes its moves in the Moves box`
      : "The key layout of csTimer and qqTimer";
    const mirror = $("#alg-mirror");
    mirror.disabled = wca;
    mirror.title = wca
      ? `Mirror is the cube's (R becomes L'): the ${puzzleName(this.puzzle)} has no mirror here`
      : "The mirror image, left and right swapped (R becomes L')";
    $("#facelets-label").textContent = wca
      ? `(${WCA_STATE_TEXT[this.puzzle]})`
      : big
        ? `(faces U R F D L B, ${sizeOf(this.puzzle) ** 2} stickers each, row by row)`
        : "(faces U R F D L B, Kociemba order)";
    const editorTab = $('.tab[data-tab="editor"]');
    editorTab.title = wca
      ? `The sticker editor is for the cubes: a ${puzzleName(this.puzzle)} is set by its moves`
      : "";
  }

  // Why the pyraminx, skewb and clock have no turn buttons or keys, and what to do instead.
  noTurnsReason() {
    return `The ${puzzleName(this.puzzle)} has no face-turn buttons or keys (they turn a cube), nor turns by a click: type its moves in the Moves box (${WCA_NOTATION[this.puzzle]}), or scramble it.`;
  }
  // A turn key or a click asked for a turn the puzzle shown does not have: the page says so.
  noTurnsHere() {
    showMessage($("#state-error"), this.noTurnsReason(), "note");
  }

  bindControls() {
    $("#undo-btn").addEventListener("click", () => this.undo());
    $("#redo-btn").addEventListener("click", () => this.redo());
    $("#reset-btn").addEventListener("click", () => this.reset());
    $("#scramble-state-btn").addEventListener("click", () => this.scramble("state"));
    $("#scramble-moves-btn").addEventListener("click", () => this.scramble("moves"));
    for (const what of ["link", "scramble", "solution"])
      $(`#copy-${what}-btn`).addEventListener("click", () => this.share(what));
    $("#net-btn").addEventListener("click", () => this.downloadNet());
    const onEnter = (el, fn) =>
      el.addEventListener("keydown", (e) => {
        if (e.key === "Enter" && !e.shiftKey) {
          e.preventDefault();
          fn();
          el.blur();
        }
      });
    const applyAlg = () => this.applyAlgText($("#alg-input").value);
    const applyFacelets = () => this.applyFaceletText($("#facelets-input").value);
    $("#alg-apply").addEventListener("click", applyAlg);
    $("#facelets-apply").addEventListener("click", applyFacelets);
    onEnter($("#alg-input"), applyAlg);
    onEnter($("#facelets-input"), applyFacelets);
    for (const kind of ["invert", "mirror", "simplify"])
      $(`#alg-${kind}`).addEventListener("click", () => this.transformAlg(kind));
    $("#alg-input").addEventListener("scroll", () => ($("#alg-marks").scrollTop = $("#alg-input").scrollTop));
    for (const [name, box] of [
      ["alg", $("#alg-input")],
      ["facelets", $("#facelets-input")],
    ]) {
      box.addEventListener("input", () => {
        this.editDraft(name);
        box.removeAttribute("aria-invalid");
        if (name === "alg") this.markAlgError(null);
      });
      // Escape gives up the edit: the box shows the cube again.
      box.addEventListener("keydown", (e) => {
        if (e.key !== "Escape") return;
        this.drafts.delete(name);
        box.removeAttribute("aria-invalid");
        if (name === "alg") this.markAlgError(null);
        showMessage($("#state-error"), null);
        this.refresh();
      });
    }

    $("#pb-play").addEventListener("click", () => this.togglePlay());
    $("#pb-forward").addEventListener("click", () => this.view.step(1));
    $("#pb-back").addEventListener("click", () => this.view.step(-1));
    $("#pb-start").addEventListener("click", () => this.view.toStart());
    $("#pb-end").addEventListener("click", () => this.view.toEnd());
    $("#pb-close").addEventListener("click", () => this.leavePlayback());
    $("#pb-scrub").addEventListener("input", (e) => this.view.scrubTo(Number(e.target.value)));
    $("#pb-speed").addEventListener("input", (e) => {
      this.setSpeed(Number(e.target.value));
      saveSettings({ speed: Number(e.target.value) });
    });

    for (const b of document.querySelectorAll(".puzzle-switch button"))
      b.addEventListener("click", () => this.setPuzzle(b.dataset.puzzle));
    $("#timer-keys").addEventListener("change", (e) => {
      this.setTimerKeys(e.target.checked);
      saveSettings({ timerKeys: e.target.checked || undefined });
    });
    for (const tab of document.querySelectorAll(".tab"))
      tab.addEventListener("click", () => this.showTab(tab.dataset.tab));

    document.addEventListener("keydown", (e) => this.onKey(e));
  }

  // The timers' key layout (timer_keys.js) instead of the face letters.
  setTimerKeys(on) {
    this.timerKeysOn = on;
    this.timerKeys.reset();
    $("#timer-keys").checked = on;
    $("#keys-faces").hidden = on;
    $("#keys-timer").hidden = !on;
    this.showHeld();
  }
  showHeld() {
    const held = this.timerKeys.held;
    $("#keys-held").textContent = held.length ? `held turned: ${held.join(" ")}` : "";
    // The slices and rotations turn nothing in the 3D view but how the cube is held.
    const note = $("#held-note");
    note.hidden = !held.length || this.puzzle !== "3x3x3";
    note.textContent = `Held turned ${held.join(" ")}: the slices and timer keys after a rotation turn the layers as the cube is held now; the 3D cube stays as shown (Reset holds it as shown again).`;
  }

  // A timer-layout key: its turn read as the cube is held (rotations and wide turns change
  // that), as face turns, made one by one like the buttons'.
  timerKey(move) {
    if (isWca(this.puzzle)) return this.noTurnsHere();
    // A big cube keeps its moves as written, rotations included (the player turns the whole
    // cube): the key's move is made as it is, when the size has it (no M on the 4x4x4).
    if (isBig(this.puzzle)) {
      this.keyTurns = this.keyTurns.then(async () => {
        const r = await api.validate(move, this.puzzle);
        if (r.valid && r.moves !== undefined) this.turns(parseMoves(r.moves, this.puzzle));
      });
      return;
    }
    const text = this.timerKeys.textFor(move);
    this.showHeld();
    this.keyTurns = this.keyTurns.then(async () => {
      if (this.puzzle === "2x2x2" && threeByThreeOnly(move)) return;
      // The rotations before it give no face turns: these are the move's.
      const r = await api.validate(text, this.puzzle);
      if (r.valid && r.moves !== undefined) this.turns(parseMoves(r.moves));
    });
  }

  togglePlay() {
    if (this.playing) this.view.pause();
    else this.view.play();
  }

  showTab(name) {
    for (const tab of document.querySelectorAll(".tab"))
      tab.setAttribute("aria-selected", String(tab.dataset.tab === name));
    for (const panel of document.querySelectorAll(".tab-panel")) show(panel, panel.id === `tab-${name}`);
    if (name === "practice") this.practice.shown();
  }

  onKey(e) {
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement)
      return;
    if ((e.ctrlKey || e.metaKey) && (e.key.toLowerCase() === "z" || e.key.toLowerCase() === "y")) {
      e.preventDefault();
      return e.shiftKey || e.key.toLowerCase() === "y" ? this.redo() : this.undo();
    }
    if (e.ctrlKey || e.metaKey) return;
    if (e.key === "Backspace") {
      e.preventDefault();
      return this.undo();
    }
    if (this.playback) {
      const keys = {
        " ": () => this.togglePlay(),
        ArrowRight: () => this.view.step(1),
        ArrowLeft: () => this.view.step(-1),
        Home: () => this.view.toStart(),
        End: () => this.view.toEnd(),
      };
      if (keys[e.key]) {
        e.preventDefault();
        return keys[e.key]();
      }
    }
    if (this.timerKeysOn) {
      const move = e.altKey || e.shiftKey ? null : this.timerKeys.moveFor(e);
      if (!move) return;
      e.preventDefault();
      return this.timerKey(move);
    }
    // "2" then a face: a half turn (Alt+letter is taken by browsers' menus); on a big cube
    // "W" then a face: a wide turn (both may come before the face).
    if (e.key === "2" && !e.altKey) {
      e.preventDefault();
      return this.armHalfTurn(!this.halfTurn);
    }
    const face = e.code.startsWith("Key") ? e.code.slice(3) : "";
    if (face === "W" && isBig(this.puzzle) && !e.altKey) {
      e.preventDefault();
      return this.armWide(!this.wide);
    }
    if (!FACES.includes(face) || e.altKey) {
      this.armWide(false);
      return this.armHalfTurn(false);
    }
    e.preventDefault();
    if (isWca(this.puzzle)) return this.noTurnsHere();
    const suffix = this.halfTurn ? "2" : e.shiftKey ? "'" : "";
    const wide = this.wide ? "w" : "";
    this.armHalfTurn(false);
    this.armWide(false);
    this.turn(face + wide + suffix);
  }

  armHalfTurn(on) {
    this.halfTurn = on;
    $("#move-buttons").classList.toggle("half-armed", on);
  }
  armWide(on) {
    this.wide = on;
    $("#move-buttons").classList.toggle("wide-armed", on);
  }
}

// How the cubes turn by touch and by mouse (the page's hint under the keys, shown on phones too).
const CUBE_HINT =
  "Swipe across the cube to turn the layer under your finger or mouse that way (up the front's right column: R); tap or click a sticker to turn its face clockwise (right-click: the other way); drag beside the cube to look around.";

// The pyraminx's, skewb's and clock's notation and state text (docs/puzzles.md), as the page
// tells them.
const WCA_NOTATION = {
  pyraminx: "U L R B turn a vertex, u l r b its tip alone, ' anticlockwise: U L' r b'",
  skewb: "R U L B turn the half around a corner, ' anticlockwise: R U' L B'",
  clock: "a pin set UR DR DL UL U R D L ALL, then its hours + or -, y2 turns it round: UR3+ ALL2- y2 U1-",
  square1:
    "(x, y) turns the top x and the bottom y twelfths clockwise, each as seen from its own side, / turns the right half over: (1, 0) / (-3, 3) /",
  megaminx:
    "U F R BR BL L D B DL FL FR DR turn a face a fifth, 2 two fifths, ' anticlockwise, v the whole puzzle; the WCA's R++ D-- turn all but one layer: U R2' BL Fv R++ D--",
};
const WCA_STATE_TEXT = {
  pyraminx: "36 letters G R B Y: the faces F L R D, nine stickers each, from the top vertex row by row",
  skewb: "30 letters U R F D L B: the faces U R F D L B, five stickers each (corners, centre, corners)",
  clock:
    "18 dials 0-9 A B (hours, 0 at 12 o'clock): the nine in front, then the back's nine as seen after y2",
  square1:
    "25 characters: the top's twelve slots and the bottom's twelve, each a corner's letter A-H (in two slots) or an edge's digit 1-8, then the middle layer, - square or / turned",
  megaminx:
    "132 colour letters: the faces U F R BR BL L D B DL FL FR DR, eleven stickers each (the centre, then edges and corners clockwise)",
};

// Simplify on a Square-1: turns of the layers in a row merged ((1, 0) (2, -1) -> (3, -1)),
// turns of none dropped, and two slashes in a row cancelled.
function simplifySquare1(alg) {
  const out = [];
  for (const m of parseMoves(alg.toString(), "square1")) {
    const last = out.at(-1);
    if (m === "/") {
      if (last === "/") out.pop();
      else out.push(m);
      continue;
    }
    const [x, y] = m.match(/-?\d+/g).map(Number);
    const [px, py] = last && last !== "/" ? out.pop().match(/-?\d+/g).map(Number) : [0, 0];
    // Written from -5 to 6, as the library writes them.
    const norm = (v) => ((((v + 5) % 12) + 12) % 12) - 5;
    const [nx, ny] = [norm(x + px), norm(y + py)];
    if (nx || ny) out.push(`(${nx}, ${ny})`);
  }
  return parseNotation(out.join(" ") || "");
}

// The characters [start, end) of `token` where the library's message says it is ("at
// position 5", counted from 1), or null.
function positionOf(message, token) {
  const at = /at position (\d+)/.exec(message ?? "");
  return at ? [Number(at[1]) - 1, Number(at[1]) - 1 + token.length] : null;
}

const app = new App();
window.cubelab = app; // for the browser tests and the curious
app.start();

// Offline: the service worker (sw.js, beside index.html) caches the page, its scripts and the
// WebAssembly module, so that the next visit works with no network.
if ("serviceWorker" in navigator)
  navigator.serviceWorker
    .register("sw.js")
    .catch((e) => console.warn(`cubelab: no offline copy (${e.message})`));
