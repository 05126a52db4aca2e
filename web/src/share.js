// Sharing: text copied to the clipboard, and the cube shown as a 2D net in SVG (a scramble
// image) to download.

// Copies `text`: the clipboard API where the browser allows it (a secure page, permission),
// else the older way through a selected text box (document.execCommand). Resolves with
// whether it was copied.
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const box = document.createElement("textarea");
    box.value = text;
    box.setAttribute("readonly", "");
    box.style.cssText = "position:fixed;top:0;left:0;opacity:0";
    document.body.append(box);
    box.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    box.remove();
    return copied;
  }
}

// Offers `text` as a file named `name` to download.
export function download(name, text, type = "image/svg+xml") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// The WCA's colours: the cubes' and the skewb's faces (U R F D L B), the pyraminx's letters.
const COLOURS = {
  U: "#ffffff",
  R: "#d7262e",
  F: "#16a34a",
  D: "#facc15",
  L: "#f97316",
  B: "#2563eb",
  G: "#16a34a",
  Y: "#facc15",
};
const INK = "#1f2937";

// The net of the state `text` (facelets, or the pyraminx's, skewb's, clock's, Square-1's or megaminx's
// state text as the library writes it, docs/puzzles.md) as an SVG document. Each sticker is a
// shape with its letter in data-f, in the order of the text.
export function netSvg(puzzle, text) {
  if (puzzle === "pyraminx") return pyraminxNet(text);
  if (puzzle === "skewb") return skewbNet(text);
  if (puzzle === "clock") return clockNet(text);
  if (puzzle === "square1") return square1View(text);
  if (puzzle === "megaminx") return megaminxNet(text);
  return cubeNet(text);
}

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  `<rect width="${width}" height="${height}" fill="#f3f4f7"/>${body}</svg>\n`;
const sticker = (letter, shape, colours = COLOURS) =>
  shape.replace("/>", ` fill="${colours[letter] ?? "#888"}" stroke="${INK}" data-f="${letter}"/>`);
const n2 = (v) => +v.toFixed(2);
const polygon = (points) => `<polygon points="${points.map(([x, y]) => `${n2(x)},${n2(y)}`).join(" ")}"/>`;

// Where each face goes in the cubes' cross-shaped net (in faces): U above F, L F R B across,
// D below F, as the skewb's too. The faces come in the text in the order U R F D L B.
const CROSS = { U: [1, 0], R: [2, 1], F: [1, 1], D: [1, 2], L: [0, 1], B: [3, 1] };

// An NxN cube: the faces' stickers row by row (the facelet string, 6 n^2 letters).
function cubeNet(facelets) {
  const n = Math.round(Math.sqrt(facelets.length / 6));
  const face = 120;
  const s = face / n;
  let body = "";
  Object.entries(CROSS).forEach(([, [fx, fy]], f) => {
    for (let i = 0; i < n * n; i++) {
      const x = 10 + fx * (face + 6) + (i % n) * s;
      const y = 10 + fy * (face + 6) + Math.floor(i / n) * s;
      const letter = facelets[f * n * n + i];
      body += sticker(letter, `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(s)}" height="${n2(s)}"/>`);
    }
  });
  return svg(20 + 4 * face + 18, 20 + 3 * face + 12, body);
}

// The skewb: each face's corners top-left, top-right, its centre, then bottom-left,
// bottom-right; the centre a square on its point between the corners.
function skewbNet(text) {
  const face = 120;
  const h = face / 2;
  let body = "";
  Object.entries(CROSS).forEach(([, [fx, fy]], f) => {
    const x = 10 + fx * (face + 6);
    const y = 10 + fy * (face + 6);
    const letters = text.slice(5 * f, 5 * f + 5);
    const corner = (cx, cy, dx, dy) =>
      polygon([
        [cx, cy],
        [cx + dx, cy],
        [cx, cy + dy],
      ]);
    body += sticker(letters[0], corner(x, y, h, h));
    body += sticker(letters[1], corner(x + face, y, -h, h));
    body += sticker(
      letters[2],
      polygon([
        [x + h, y],
        [x + face, y + h],
        [x + h, y + face],
        [x, y + h],
      ]),
    );
    body += sticker(letters[3], corner(x, y + face, h, -h));
    body += sticker(letters[4], corner(x + face, y + face, -h, -h));
  });
  return svg(20 + 4 * face + 18, 20 + 3 * face + 12, body);
}

// The pyraminx: the faces F L R D side by side, each seen from outside with its top vertex up,
// its nine stickers read row by row from that vertex (1, 3, 5), left to right.
function pyraminxNet(text) {
  const side = 150;
  const height = (side * Math.sqrt(3)) / 2;
  const s = side / 3;
  const hs = height / 3;
  let body = "";
  for (let f = 0; f < 4; f++) {
    const left = 10 + f * (side + 12);
    const top = 10;
    let k = 9 * f;
    for (let row = 0; row < 3; row++) {
      // The row's left end at its top and at its bottom.
      const [xt, xb, yt, yb] = [
        left + side / 2 - (row * s) / 2,
        left + side / 2 - ((row + 1) * s) / 2,
        top + row * hs,
        top + (row + 1) * hs,
      ];
      for (let j = 0; j < 2 * row + 1; j++) {
        const i = Math.floor(j / 2);
        const points =
          j % 2 === 0
            ? [
                [xt + i * s, yt],
                [xb + i * s, yb],
                [xb + (i + 1) * s, yb],
              ]
            : [
                [xt + i * s, yt],
                [xt + (i + 1) * s, yt],
                [xb + (i + 1) * s, yb],
              ];
        body += sticker(text[k++], polygon(points));
      }
    }
  }
  return svg(20 + 4 * side + 36, 20 + height, body);
}

// The clock: the front's nine dials, then the back's as seen after y2; each an hour 0-9, A
// (10) or B (11), 0 at twelve o'clock.
function clockNet(text) {
  const r = 22;
  const step = 2 * r + 12;
  let body = "";
  for (let i = 0; i < 18; i++) {
    const side = Math.floor(i / 9);
    const cx = 10 + r + side * (3 * step + 24) + (i % 3) * step;
    const cy = 10 + r + Math.floor((i % 9) / 3) * step;
    const hour = parseInt(text[i], 12);
    const angle = (hour / 12) * 2 * Math.PI;
    body +=
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${side ? "#dbeafe" : "#1e3a8a"}" stroke="${INK}" data-f="${text[i]}"/>` +
      `<line x1="${cx}" y1="${cy}" x2="${n2(cx + 0.8 * r * Math.sin(angle))}" y2="${n2(cy - 0.8 * r * Math.cos(angle))}" stroke="${side ? INK : "#facc15"}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return svg(20 + 6 * step + 24 - 12, 20 + 3 * step - 12, body);
}

// The Square-1: its top seen from above and its bottom seen through the top (so that the
// slice, drawn as a dashed line, and the right half are in the same place in both), the front
// below; the middle layer under them, its right half drawn short when it is turned. Each slot
// is 30 degrees of a layer, numbered as in the state text: the top's clockwise from the front
// end of the slice, the bottom's clockwise as seen from below (here anticlockwise). A corner
// (letters A-H, in two slots) reaches the square's corner, an edge (digits 1-8) the middle of
// its side; each piece has its letter, on the colour of its solved layer (A-D and 1-4 the
// top's white, E-H and 5-8 the bottom's yellow).
function square1View(text) {
  const half = 70; // half the side of a square layer
  const gap = 24;
  const edgeReach = half / Math.cos(Math.PI / 12);
  const cornerReach = half * Math.SQRT2;
  const topLayer = (c) => /[A-D1-4]/.test(c);
  let body = "";
  [0, 1].forEach((layer) => {
    const cx = 10 + half * 1.45 + layer * (2 * half * 1.45 + gap);
    const cy = 10 + half * 1.45;
    const slots = text.slice(12 * layer, 12 * layer + 12);
    // The screen angle (clockwise from straight down, the slice's front end) where slot k starts.
    const at = (k) => ((layer ? -1 : 1) * k * Math.PI) / 6;
    const point = (angle, r) => [cx - r * Math.sin(angle), cy + r * Math.cos(angle)];
    for (let k = 0; k < 12; k++) {
      const c = slots[k];
      // A corner is drawn once, from its first slot (the one whose neighbour before it differs).
      const corner = /[A-H]/.test(c);
      if (corner && slots[(k + 11) % 12] === c && slots[(k + 1) % 12] !== c) continue;
      const a0 = at(k);
      const a1 = at(k + (corner ? 2 : 1));
      const points = corner
        ? [[cx, cy], point(a0, edgeReach), point((a0 + a1) / 2, cornerReach), point(a1, edgeReach)]
        : [[cx, cy], point(a0, edgeReach), point(a1, edgeReach)];
      const [lx, ly] = point((a0 + a1) / 2, corner ? half * 0.95 : half * 0.75);
      body +=
        polygon(points).replace(
          "/>",
          ` fill="${topLayer(c) ? COLOURS.U : COLOURS.D}" stroke="${INK}" data-f="${c}"/>`,
        ) +
        `<text x="${n2(lx)}" y="${n2(ly)}" font-family="sans-serif" font-size="14" text-anchor="middle" dominant-baseline="central" fill="${INK}">${c}</text>`;
    }
    body += `<line x1="${n2(cx)}" y1="${n2(cy - cornerReach)}" x2="${n2(cx)}" y2="${n2(cy + cornerReach)}" stroke="${INK}" stroke-dasharray="5 4"/>`;
    body += `<text x="${n2(cx)}" y="${n2(cy - half * 1.45 + 2)}" font-family="sans-serif" font-size="12" text-anchor="middle" fill="${INK}">${layer ? "bottom (seen through the top)" : "top"}</text>`;
  });
  // The middle layer: its left half, and its right half (short when turned).
  const my = 20 + 2 * half * 1.45;
  const mx = 10 + half * 1.45;
  const turned = text[24] === "/";
  body +=
    `<rect x="${n2(mx - half)}" y="${n2(my)}" width="${half}" height="14" fill="#9ca3af" stroke="${INK}" data-f="${text[24]}"/>` +
    `<rect x="${n2(mx)}" y="${n2(my)}" width="${n2(turned ? half * 0.6 : half)}" height="14" fill="#9ca3af" stroke="${INK}"/>` +
    `<text x="${n2(mx + half + 10)}" y="${n2(my + 7)}" font-family="sans-serif" font-size="12" dominant-baseline="central" fill="${INK}">middle layer ${turned ? "turned" : "square"}</text>`;
  return svg(20 + 4 * half * 1.45 + gap, my + 24, body);
}

// The megaminx's colours (cubing's scheme, docs/puzzles.md): a letter for each of its twelve.
const MEGAMINX_COLOURS = {
  W: "#ffffff",
  G: "#16a34a",
  R: "#d7262e",
  B: "#2563eb",
  Y: "#facc15",
  P: "#7c3aed",
  E: "#9ca3af",
  L: "#84cc16",
  O: "#f97316",
  A: "#7dd3fc",
  C: "#fde68a",
  K: "#f472b6",
};

// The megaminx as `cubelab show` draws it: two rows of six faces (U F R BR BL L, then D B DL
// FL FR DR), each a pentagon with the edge to its first neighbour on top. A face's eleven
// stickers come in the text as the centre, then clockwise from that top edge: the edge
// towards neighbour k at 1 + 2k, the corner after it at 2 + 2k.
function megaminxNet(text) {
  const radius = 60;
  const inner = 0.45;
  const gap = 14;
  const width = 2 * radius + gap;
  const at = (cx, cy, r, degrees) => [
    cx + r * Math.cos((degrees * Math.PI) / 180),
    cy + r * Math.sin((degrees * Math.PI) / 180),
  ];
  const along = ([x0, y0], [x1, y1], t) => [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t];
  let body = "";
  for (let f = 0; f < 12; f++) {
    const cx = gap + radius + (f % 6) * width;
    const cy = gap + radius + Math.floor(f / 6) * (width + 10);
    // Edge k's middle points up for k = 0 and turns clockwise (the screen's y grows down);
    // corner k lies between edges k and k + 1.
    const outer = (k) => at(cx, cy, radius, -90 + 72 * k + 36);
    const centre = (k) => at(cx, cy, radius * inner, -90 + 72 * k + 36);
    const letters = text.slice(11 * f, 11 * f + 11);
    body += sticker(letters[0], polygon([0, 1, 2, 3, 4].map(centre)), MEGAMINX_COLOURS);
    for (let k = 0; k < 5; k++) {
      const [from, to] = [outer((k + 4) % 5), outer(k)];
      const [a, b] = [along(from, to, 1 / 3), along(from, to, 2 / 3)];
      const [nextFrom, nextTo] = [outer(k), outer((k + 1) % 5)];
      body += sticker(letters[1 + 2 * k], polygon([a, b, centre(k), centre((k + 4) % 5)]), MEGAMINX_COLOURS);
      body += sticker(
        letters[2 + 2 * k],
        polygon([b, to, along(nextFrom, nextTo, 1 / 3), centre(k)]),
        MEGAMINX_COLOURS,
      );
    }
  }
  return svg(gap + 6 * width, gap + 2 * (width + 10), body);
}
