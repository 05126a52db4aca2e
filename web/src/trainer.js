// The Practice tab's last-layer trainer: a random case of cubelab's own OLL or PLL set (the
// CFOP solver's, GET /api/last-layer) set up on the 3x3x3, turned by a random U turn; its
// algorithm shown on demand. The sets come from the server, or without one from the page's
// WebAssembly module: both ship them.
import * as api from "./api.js";
import { invertMoves, parseMoves } from "./cube.js";
import { $, showMessage } from "./dom.js";

const AUF = ["", "U", "U2", "U'"];

export class LastLayerTrainer {
  // app: the few things this panel may do with the app (App.trainerAccess in main.js).
  constructor(app) {
    this.app = app;
    this.cases = null;
    this.current = null;
    $("#trainer-next").addEventListener("click", () => this.next());
    $("#trainer-show").addEventListener("click", () => this.reveal());
  }

  // The sets, asked for once.
  async load() {
    if (this.cases) return this.cases;
    const status = $("#trainer-status");
    showMessage(status, "Getting cubelab's OLL and PLL sets…", "note");
    const cases = await api.lastLayer(this.app.hasServer());
    showMessage(status, null);
    return (this.cases = cases);
  }

  async next() {
    const button = $("#trainer-next");
    button.disabled = true;
    try {
      const set = $("#trainer-set").value;
      const cases = (await this.load()).filter((c) => set === "both" || c.set === set);
      const chosen = cases[Math.floor(Math.random() * cases.length)];
      const auf = AUF[Math.floor(Math.random() * AUF.length)];
      // The case as a solver meets it: the algorithm's inverse, turned by U; undone by the
      // turn back, then the algorithm.
      const setup = [...invertMoves(parseMoves(chosen.moves)), ...parseMoves(auf)];
      const undo = auf ? invertMoves(parseMoves(auf))[0] : "";
      this.current = { ...chosen, solution: [undo, chosen.moves].filter(Boolean).join(" ") };
      await this.app.showCase(setup);
      const total = this.cases.filter((c) => c.set === chosen.set).length;
      $("#trainer-case").textContent = `${chosen.set} case ${chosen.number} of ${total}`;
      $("#trainer-alg").textContent = "";
      $("#trainer-show").disabled = false;
    } catch (e) {
      showMessage($("#trainer-status"), `${e.code ?? "error"}: ${e.message}`, "error");
    } finally {
      button.disabled = false;
    }
  }

  reveal() {
    if (this.current) $("#trainer-alg").textContent = this.current.solution;
  }
}
