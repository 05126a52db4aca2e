// The sticker editor: paint stickers on a 2D net, validated live by the library (in the page;
// its error code and message shown, and the stickers of the pieces it names marked on the
// net), then "use this cube".
import * as api from "./api.js";
import { FACES, COLORS, COLOR_NAMES, isWca, puzzleName, sizeOf, solvedFor } from "./cube.js";
import { $, el, show, showMessage } from "./dom.js";

// Where each face sits on the unfolded net (in face-sized blocks): U on top, L F R B across,
// D below.
const NET_POS = { U: [0, 1], L: [1, 0], F: [1, 1], R: [1, 2], B: [1, 3], D: [2, 1] };

export class StickerEditor {
  // app: the few things this panel may do with the app (App.editorAccess in main.js).
  constructor(app) {
    this.app = app;
    this.puzzle = "3x3x3";
    this.facelets = solvedFor(this.puzzle).split("");
    this.color = "U";
    this.painting = false;
    this.validation = 0; // the latest request wins
    this.buildPalette();
    this.buildNet();
    document.addEventListener("pointerup", () => (this.painting = false));
    $("#editor-load").addEventListener("click", async () => this.load(await this.app.facelets()));
    $("#editor-clear").addEventListener("click", () => this.load(solvedFor(this.puzzle)));
    $("#editor-use").addEventListener("click", () => this.use());
    this.render();
    this.validate();
  }

  buildPalette() {
    $("#palette").replaceChildren(
      ...FACES.map((f) =>
        el("button", {
          class: "swatch",
          "data-color": f,
          title: `${COLOR_NAMES[f]} (${f} centre)`,
          "aria-label": COLOR_NAMES[f],
          style: `--c:${COLORS[f]}`,
          onclick: () => this.pick(f),
        }),
      ),
    );
    this.pick("U");
  }

  pick(color) {
    this.color = color;
    for (const s of document.querySelectorAll(".swatch"))
      s.classList.toggle("selected", s.dataset.color === color);
  }

  // The net of any cube: the 2x2x2, the 3x3x3 and the big cubes. The WCA puzzles have no
  // net here: they are set by their moves, and the panel says so instead of painting stickers
  // it could not check.
  setPuzzle(puzzle) {
    const other = isWca(puzzle);
    for (const id of ["#palette", "#net", "#editor-status"]) show($(id), !other);
    for (const id of ["#editor-load", "#editor-clear", "#editor-use"]) $(id).disabled = other;
    if (other) {
      clearTimeout(this.timer);
      this.validation++;
      $("#editor-hint").textContent =
        `The sticker editor is for the cubes. A ${puzzleName(puzzle)} is set by its moves from solved (scramble it, or type them in the Moves box) or by its state in the Facelets box.`;
      return;
    }
    this.puzzle = puzzle;
    this.facelets = solvedFor(puzzle).split("");
    const n = sizeOf(puzzle);
    $("#editor-hint").textContent =
      n % 2 === 0
        ? "Pick a colour, then click or drag over stickers. The cube may be held any way up."
        : "Pick a colour, then click or drag over stickers. Centres are fixed: they define the colours.";
    this.buildNet();
    this.render();
    this.validate();
  }

  buildNet() {
    const net = $("#net");
    const n = sizeOf(this.puzzle);
    net.style.setProperty("--n", n);
    net.replaceChildren();
    this.cells = [];
    FACES.forEach((face, fi) => {
      const [br, bc] = NET_POS[face];
      for (let i = 0; i < n * n; i++) {
        const index = n * n * fi + i;
        // An odd cube's middle sticker of each face, its fixed centre, defines the colours.
        const centre = n % 2 === 1 && i === (n * n - 1) / 2;
        const cell = el("button", {
          class: `sticker${centre ? " centre" : ""}`,
          "data-index": index,
          title: centre ? `${face} centre (fixed)` : `${face}${i + 1}`,
          style: `grid-row:${br * n + Math.floor(i / n) + 1};grid-column:${bc * n + (i % n) + 1}`,
        });
        if (centre) cell.textContent = face;
        else {
          cell.addEventListener("pointerdown", (e) => {
            e.preventDefault();
            this.painting = true;
            this.paint(index);
          });
          cell.addEventListener("pointerenter", () => this.painting && this.paint(index));
        }
        this.cells.push(cell);
        net.append(cell);
      }
    });
  }

  paint(index) {
    if (this.facelets[index] === this.color) return;
    this.facelets[index] = this.color;
    this.render();
    this.validate();
  }

  load(facelets) {
    this.facelets = facelets.split("");
    this.render();
    this.validate();
  }

  render() {
    this.cells.forEach((c, i) => {
      c.style.background = COLORS[this.facelets[i]];
      c.dataset.color = this.facelets[i];
    });
  }

  // Validates after a short pause (while the user paints, only the last state counts).
  validate() {
    clearTimeout(this.timer);
    const n = ++this.validation;
    // The solved cube needs no asking (the page starts with it: no worker is started for it
    // while the solver's tables are being built).
    if (this.facelets.join("") === solvedFor(this.puzzle)) {
      this.mark([]);
      showMessage($("#editor-status"), "✓ A valid cube", "ok");
      $("#editor-use").disabled = false;
      return;
    }
    $("#editor-use").disabled = true;
    this.timer = setTimeout(async () => {
      const status = $("#editor-status");
      try {
        const r = await api.validate(this.facelets.join(""), this.puzzle);
        if (n !== this.validation) return;
        this.mark(r.valid ? [] : (r.stickers ?? []));
        if (r.valid) showMessage(status, "✓ A valid cube", "ok");
        else showMessage(status, `${r.code}: ${r.message}${this.markNote(r)}`, "error");
        $("#editor-use").disabled = !r.valid;
      } catch (e) {
        if (n === this.validation) showMessage(status, `${e.code}: ${e.message}`, "error");
      }
    }, 120);
  }

  // Marks the stickers an error is about (the library's `stickers`: places in the facelets).
  mark(stickers) {
    const marked = new Set(stickers);
    this.cells.forEach((c, i) => c.classList.toggle("wrong", marked.has(i)));
  }

  // What the marks on the net mean, after the message.
  markNote(r) {
    if (!r.stickers?.length) return "";
    // A twist, a flip or a parity lies among the pieces marked, not in one of them.
    const which = {
      E_TWIST: "the twisted corners",
      E_FLIP: "the flipped edges",
      E_PARITY: "the pieces out of place",
    }[r.code];
    return ` (marked on the net${which ? `: ${which}` : ""})`;
  }

  async use() {
    const button = $("#editor-use");
    button.disabled = true;
    try {
      await this.app.useFacelets(this.facelets.join(""));
      this.app.showTab("solve");
    } catch (e) {
      showMessage($("#editor-status"), `${e.code ?? "error"}: ${e.message}`, "error");
    } finally {
      button.disabled = false;
    }
  }
}
