// The Scan panel: a real cube read from six photos of its faces (uploaded, or taken with the
// camera face by face), each face's sticker grid found by the library in the page (the
// WebAssembly module's cubelab_find_face, docs/scan.md), the colours of the six resolved to a
// legal cube (POST /api/scan, in the page too), which is then set as the page's cube and
// loaded into the sticker editor to be put right by hand.
import * as api from "./api.js";
import { FACES, COLOR_NAMES, isWca, puzzleName, sizeOf } from "./cube.js";
import { $, el, show, showMessage } from "./dom.js";

// How each face is held for its photo, as it is drawn on the net (facelets).
const HOLD = { U: "B", R: "U", F: "U", D: "F", L: "U", B: "U" };
export const holdText = (f) =>
  `${f} (${COLOR_NAMES[f]} centre) facing you, ${HOLD[f]} (${COLOR_NAMES[HOLD[f]]}) at the top`;

// Frames are read at most this many pixels a side: enough for the grid, quick in the page.
const MAX_SIDE = 800;
const THUMB = 112;
// The camera's live view: a smaller frame looked at every LIVE_PAUSE_MS after the last one
// was read (a few times a second in the page), the face taken by itself once it is found in
// STEADY_FRAMES frames in a row at the same place.
const LIVE_SIDE = 480;
const LIVE_PAUSE_MS = 120;
const STEADY_FRAMES = 3;

// A picture (an image, a bitmap, a video frame) drawn into a canvas at most `maxSide` a side.
function frameOf(source, width, height, maxSide = MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext("2d").drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

// A face found in a frame, in the coordinates of a picture `s` times as large.
const scaled = (face, s) => ({
  ...face,
  origin: face.origin.map((v) => v * s),
  right: face.right.map((v) => v * s),
  down: face.down.map((v) => v * s),
});

// Whether two faces found in frames are the same grid at the same place: the same size, the
// corners within a tenth of a sticker.
function samePlace(a, b) {
  if (!a || !b || a.n !== b.n) return false;
  const pitch = Math.hypot(...a.right);
  const corner = (f, r, c) => [0, 1].map((k) => f.origin[k] + c * f.right[k] + r * f.down[k]);
  return [
    [0, 0],
    [0, a.n],
    [a.n, 0],
    [a.n, a.n],
  ].every(([r, c]) => {
    const p = corner(a, r, c);
    const q = corner(b, r, c);
    return Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.1 * pitch;
  });
}

// The mean distance between the colours read of two faces of one size (RGB, 0..441).
const colourChange = (a, b) =>
  a.rgb.reduce((sum, p, i) => sum + Math.hypot(...p.map((v, k) => v - b.rgb[i][k])), 0) / a.rgb.length;

const css = ([r, g, b]) => `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`;

// The found grid over the picture (drawn at `scale`): each sticker's outline and the colour
// read in its middle; the doubtful ones (indices within the face) ringed in red.
export function drawGrid(ctx, face, scale, doubtful = new Set()) {
  const { n, origin, right, down, rgb } = face;
  const at = (r, c, a, b) => [
    (origin[0] + c * right[0] + r * down[0] + (a * right[0] + b * down[0]) / 2) * scale,
    (origin[1] + c * right[1] + r * down[1] + (a * right[1] + b * down[1]) / 2) * scale,
  ];
  const quad = (r, c, k) => {
    ctx.beginPath();
    for (const [a, b] of [
      [-k, -k],
      [k, -k],
      [k, k],
      [-k, k],
    ])
      ctx.lineTo(...at(r, c, a, b));
    ctx.closePath();
  };
  ctx.save();
  ctx.lineJoin = "round";
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      quad(r, c, 0.92);
      ctx.lineWidth = 2;
      ctx.strokeStyle = "rgba(255,255,255,0.9)";
      ctx.stroke();
      quad(r, c, 0.4);
      ctx.fillStyle = css(rgb[i]);
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = "#111";
      ctx.stroke();
      if (doubtful.has(i)) {
        quad(r, c, 0.75);
        ctx.lineWidth = 3;
        ctx.strokeStyle = "#e11d48";
        ctx.stroke();
      }
    }
  ctx.restore();
}

export class ScanPanel {
  // app: {puzzle, useFacelets(facelets), loadEditor(facelets), showTab(name)} (main.js).
  constructor(app) {
    this.app = app;
    this.stream = null;
    this.reading = 0; // the latest reading wins
    this.buildSlots();
    this.clear();
    $("#scan-upload").addEventListener("click", () => $("#scan-files").click());
    $("#scan-files").addEventListener("change", async (e) => {
      const files = [...e.target.files];
      e.target.value = "";
      await this.addFiles(files);
    });
    $("#scan-camera").addEventListener("click", () => (this.stream ? this.stopCamera() : this.startCamera()));
    $("#scan-capture").addEventListener("click", () => this.capture());
    $("#scan-auto").addEventListener("change", () => (this.steady = 0));
    $("#scan-clear").addEventListener("click", () => this.clear());
    $("#scan-read").addEventListener("click", () => this.read());
    $("#scan-edit").addEventListener("click", () => this.app.showTab("editor"));
  }

  get n() {
    return sizeOf(this.app.puzzle);
  }

  buildSlots() {
    this.slots = {};
    $("#scan-faces").replaceChildren(
      ...FACES.map((f) => {
        const canvas = el("canvas", { width: THUMB, height: THUMB, "aria-hidden": "true" });
        const state = el("span", { class: "scan-face-state muted" });
        const slot = el(
          "button",
          {
            class: "scan-face",
            "data-face": f,
            title: `The next photo is of ${holdText(f)}`,
            onclick: () => this.select(f),
          },
          canvas,
          el("span", { class: "scan-face-name", text: f }),
          state,
        );
        this.slots[f] = { slot, canvas, state };
        return slot;
      }),
    );
  }

  // Forgets every face; the next photo is of U.
  clear() {
    this.faces = Object.fromEntries(FACES.map((f) => [f, null])); // {frame, face} or {error}
    this.doubtful = new Set();
    this.reading++;
    showMessage($("#scan-error"), null);
    showMessage($("#scan-status"), null);
    show($("#scan-edit"), false);
    for (const f of FACES) this.drawSlot(f);
    this.select("U");
  }

  setPuzzle() {
    this.clear();
    const wca = isWca(this.app.puzzle);
    for (const id of ["#scan-upload", "#scan-camera", "#scan-capture"]) $(id).disabled = wca;
    if (wca) this.stopCamera();
  }

  select(f) {
    this.current = f;
    for (const g of FACES) this.slots[g].slot.setAttribute("aria-pressed", String(g === f));
    $("#scan-step").textContent = isWca(this.app.puzzle)
      ? `Scanning is for the cubes (NxNxN), not the ${puzzleName(this.app.puzzle)}.`
      : FACES.every((g) => this.faces[g]?.face)
        ? `All six faces read. To take one again, choose it (now ${f}: ${HOLD[f]} at the top).`
        : `Face ${FACES.indexOf(f) + 1} of 6: ${holdText(f)}.`;
    $("#scan-capture").textContent = `Capture ${f}`;
    this.drawGuide();
  }

  // The next face without a reading after f (or the first), or null when all six have one.
  nextMissing(f = this.current) {
    const start = FACES.indexOf(f);
    for (let k = 1; k <= 6; k++) {
      const g = FACES[(start + k) % 6];
      if (!this.faces[g]?.face) return g;
    }
    return null;
  }

  drawSlot(f) {
    const { canvas, state, slot } = this.slots[f];
    const ctx = canvas.getContext("2d");
    const entry = this.faces[f];
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    slot.classList.toggle("found", !!entry?.face);
    slot.classList.toggle("failed", !!entry?.error);
    if (!entry) return (state.textContent = "no photo");
    if (entry.error) return (state.textContent = entry.error.code ?? "error");
    const { frame, face } = entry;
    const scale = Math.min(THUMB / frame.width, THUMB / frame.height);
    canvas.width = Math.round(frame.width * scale);
    canvas.height = Math.round(frame.height * scale);
    ctx.drawImage(frame, 0, 0, canvas.width, canvas.height);
    const base = FACES.indexOf(f) * face.n * face.n;
    const doubtful = new Set(
      [...this.doubtful].filter((i) => i >= base && i < base + face.n * face.n).map((i) => i - base),
    );
    drawGrid(ctx, face, scale, doubtful);
    state.textContent = doubtful.size
      ? `${doubtful.size} in doubt`
      : `${face.stickers_seen}/${face.n * face.n} seen`;
  }

  // Finds the face in a picture: its grid and colours, kept for face f.
  async addFrame(f, frame) {
    const image = frame.getContext("2d").getImageData(0, 0, frame.width, frame.height);
    try {
      const face = await api.findFace(image, this.n);
      this.faces[f] = { frame, face };
      showMessage($("#scan-error"), null);
    } catch (e) {
      this.faces[f] = { error: e };
      showMessage($("#scan-error"), `${f}: ${e.code ?? "error"}: ${e.message}`, "error");
    }
    this.doubtful = new Set();
    showMessage($("#scan-status"), null);
    this.drawSlot(f);
    return this.faces[f];
  }

  // Photos: those named by a face (U.jpg, f-side.png) for it, the others for the faces in
  // order from the one selected.
  async addFiles(files) {
    const named = (file) => /^([URFDLB])(?![a-z])/i.exec(file.name)?.[1].toUpperCase();
    let f = this.current;
    for (const file of files) {
      const target = named(file) ?? f;
      let frame;
      try {
        const bitmap = await createImageBitmap(file);
        frame = frameOf(bitmap, bitmap.width, bitmap.height);
        bitmap.close?.();
      } catch {
        this.faces[target] = { error: { code: "E_PHOTO", message: `${file.name} is not an image` } };
        showMessage(
          $("#scan-error"),
          `${target}: E_PHOTO: ${file.name} is not an image the browser can read`,
        );
        this.drawSlot(target);
        continue;
      }
      await this.addFrame(target, frame);
      f = FACES[(FACES.indexOf(target) + 1) % 6];
    }
    await this.afterFace();
  }

  // After a face: the next one without a reading, or, with all six, the cube read.
  async afterFace() {
    const next = this.current && this.faces[this.current]?.face ? this.nextMissing() : this.current;
    if (next) return this.select(next);
    this.select(this.current);
    await this.read();
  }

  async startCamera() {
    showMessage($("#scan-error"), null);
    if (!navigator.mediaDevices?.getUserMedia)
      return showMessage(
        $("#scan-error"),
        "This browser gives the page no camera (it needs https or localhost).",
      );
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
    } catch (e) {
      this.stream = null;
      return showMessage($("#scan-error"), `The camera could not be opened: ${e.message || e.name}`);
    }
    const video = $("#scan-video");
    video.srcObject = this.stream;
    show($("#scan-camera-box"), true);
    $("#scan-camera").textContent = "Close camera";
    await video.play().catch(() => {});
    if (!video.videoWidth)
      await new Promise((done) => video.addEventListener("loadedmetadata", done, { once: true }));
    this.lastFound = null;
    this.drawGuide();
    this.watch(this.stream);
  }

  // The camera's live view while `stream` is open: the face looked for in a frame, its grid
  // and the colour read for each sticker drawn over the video, and with "by itself" checked
  // the face taken once it holds still. A face just taken is not taken again by itself until
  // the camera has lost it or sees other colours (the cube turned to the next face).
  async watch(stream) {
    const video = $("#scan-video");
    this.live = null;
    this.steady = 0;
    this.taken = null; // the live face when the last face was taken
    while (this.stream === stream) {
      await new Promise((done) => setTimeout(done, LIVE_PAUSE_MS));
      if (this.stream !== stream) return;
      if (this.capturing || document.hidden || $("#tab-scan").hidden || !video.videoWidth) continue;
      const frame = frameOf(video, video.videoWidth, video.videoHeight, LIVE_SIDE);
      const image = frame.getContext("2d").getImageData(0, 0, frame.width, frame.height);
      let face = null;
      try {
        face = scaled(await api.findFace(image, this.n), video.videoWidth / frame.width);
      } catch {
        face = null; // no face in this frame
      }
      if (this.stream !== stream) return;
      this.steady = face && samePlace(face, this.live) ? this.steady + 1 : face ? 1 : 0;
      this.live = face;
      if (this.taken && (!face || face.n !== this.taken.n || colourChange(face, this.taken) > 60))
        this.taken = null; // the face taken is gone: the next one may be taken
      this.drawGuide();
      if ($("#scan-auto").checked && this.steady >= STEADY_FRAMES && !this.taken) await this.capture();
    }
  }

  stopCamera() {
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.live = null;
    $("#scan-video").srcObject = null;
    show($("#scan-camera-box"), false);
    $("#scan-camera").textContent = "Camera";
  }

  // Over the video: where to put the face (an n x n grid in the middle), the face to show,
  // and the grid found live (or else in the last frame taken) with each sticker's colour.
  drawGuide() {
    const video = $("#scan-video");
    const overlay = $("#scan-overlay");
    if (!this.stream || !video.videoWidth) return;
    const w = (overlay.width = video.videoWidth);
    const h = (overlay.height = video.videoHeight);
    const ctx = overlay.getContext("2d");
    ctx.clearRect(0, 0, w, h);
    const side = 0.6 * Math.min(w, h);
    const x0 = (w - side) / 2;
    const y0 = (h - side) / 2;
    const n = this.n;
    ctx.strokeStyle = "rgba(255,255,255,0.75)";
    ctx.lineWidth = Math.max(2, w / 400);
    ctx.setLineDash([8, 6]);
    for (let k = 0; k <= n; k++) {
      ctx.beginPath();
      ctx.moveTo(x0 + (k * side) / n, y0);
      ctx.lineTo(x0 + (k * side) / n, y0 + side);
      ctx.moveTo(x0, y0 + (k * side) / n);
      ctx.lineTo(x0 + side, y0 + (k * side) / n);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    const f = this.current;
    ctx.font = `600 ${Math.round(h / 18)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.fillStyle = "rgba(0,0,0,0.55)";
    ctx.fillRect(0, 0, w, h / 12 + 8);
    ctx.fillStyle = "#fff";
    ctx.fillText(`${f}: ${HOLD[f]} (${COLOR_NAMES[HOLD[f]]}) at the top`, w / 2, h / 14);
    const found = this.live ?? this.lastFound;
    if (found) drawGrid(ctx, found, 1);
    $("#scan-live").textContent = !this.live
      ? "Looking for a face…"
      : this.taken
        ? `Face taken. Turn the cube to ${f}.`
        : `Face found (${this.live.n}x${this.live.n})${this.steady >= 2 ? ", hold still" : ""}.`;
  }

  // The video's frame for the face selected; then the next face.
  async capture() {
    const video = $("#scan-video");
    if (!this.stream || !video.videoWidth) return;
    if (this.capturing) return;
    const f = this.current;
    const frame = frameOf(video, video.videoWidth, video.videoHeight);
    this.capturing = true;
    $("#scan-capture").disabled = true;
    try {
      const entry = await this.addFrame(f, frame);
      // The grid is drawn over the video at the video's size.
      this.lastFound = entry.face && scaled(entry.face, video.videoWidth / frame.width);
      this.taken = entry.face ? (this.live ?? this.lastFound) : null;
      this.steady = 0;
      await this.afterFace();
      this.drawGuide();
    } finally {
      this.capturing = false;
      $("#scan-capture").disabled = false;
    }
  }

  // The six faces' colours resolved to a cube: set as the page's cube and the editor's.
  async read() {
    const missing = FACES.filter((f) => !this.faces[f]?.face);
    if (missing.length)
      return showMessage(
        $("#scan-error"),
        `No face read yet for ${missing.join(", ")}: add a photo of each.`,
      );
    const n = this.faces.U.face.n;
    const odd = FACES.find((f) => this.faces[f].face.n !== n);
    if (odd)
      return showMessage($("#scan-error"), `${odd} shows ${this.faces[odd].face.n} stickers a side, U ${n}.`);
    const k = ++this.reading;
    showMessage($("#scan-error"), null);
    showMessage($("#scan-status"), "Reading the colours…", "info");
    let r;
    try {
      r = await api.scanColours(Object.fromEntries(FACES.map((f) => [f, this.faces[f].face.rgb])));
    } catch (e) {
      if (k === this.reading) showMessage($("#scan-error"), `${e.code ?? "error"}: ${e.message}`);
      return showMessage($("#scan-status"), null);
    }
    if (k !== this.reading) return;
    this.doubtful = new Set(r.doubtful ?? []);
    for (const f of FACES) this.drawSlot(f);
    const where = [...this.doubtful]
      .sort((a, b) => a - b)
      .map((i) => `${FACES[Math.floor(i / (n * n))]}${(i % (n * n)) + 1}`);
    const doubt = where.length ? ` In doubt (ringed in red): ${where.join(" ")}.` : "";
    if (!r.valid) {
      showMessage($("#scan-status"), null);
      return showMessage(
        $("#scan-error"),
        `${r.code}: ${r.message}.${doubt} Take those faces again, or set the stickers in the sticker editor.`,
      );
    }
    this.app.loadEditor(r.facelets);
    show($("#scan-edit"), true);
    try {
      await this.app.useFacelets(r.facelets);
    } catch (e) {
      showMessage($("#scan-status"), null);
      return showMessage($("#scan-error"), `${e.code ?? "error"}: ${e.message}`);
    }
    if (k !== this.reading) return;
    this.stopCamera();
    showMessage(
      $("#scan-status"),
      `✓ Cube read and set${r.note ? ` (${r.note})` : ""}.${doubt} Check it against the cube in your hand; fix it in the sticker editor if needed.`,
      "ok",
    );
  }
}
