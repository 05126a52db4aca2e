// The app's icon, drawn from the cube net (a solved cube unfolded: U above, L F R B across,
// D below) as SVG and as PNG (the sizes installable web apps need), with no image library:
// the PNG is written by hand (one IHDR, one zlib IDAT of unfiltered RGBA rows, IEND).
import { deflateSync } from "node:zlib";

const COLOURS = { U: "#ffffff", R: "#d7262e", F: "#16a34a", D: "#facc15", L: "#f97316", B: "#2563eb" };
const BACKGROUND = "#1f2937";
// Each face's place in the net, in faces (4 wide, 3 high).
const NET = { U: [1, 0], L: [0, 1], F: [1, 1], R: [2, 1], B: [3, 1], D: [1, 2] };

// The stickers as squares in a 1x1 icon: [x, y, size, colour].
function stickers() {
  const unit = 1 / 13; // 12 stickers across, half a sticker of margin each side
  const top = (1 - 9 * unit) / 2;
  const out = [];
  for (const [face, [fx, fy]] of Object.entries(NET))
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        out.push([
          unit / 2 + (fx * 3 + c + 0.06) * unit,
          top + (fy * 3 + r + 0.06) * unit,
          0.88 * unit,
          COLOURS[face],
        ]);
  return out;
}

export function iconSvg() {
  const rects = stickers()
    .map(([x, y, s, fill]) => {
      const n = (v) => +(v * 512).toFixed(2);
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="${n(s / 8)}" fill="${fill}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="64" fill="${BACKGROUND}"/>${rects}</svg>\n`;
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

// A size x size PNG of the icon (square corners: platforms round them as they like).
export function iconPng(size) {
  const pixels = Buffer.alloc(size * (4 * size + 1));
  const paint = (x0, y0, w, h, hex) => {
    const [r, g, b] = rgb(hex);
    for (let y = Math.round(y0 * size); y < Math.round((y0 + h) * size); y++)
      for (let x = Math.round(x0 * size); x < Math.round((x0 + w) * size); x++)
        pixels.set([r, g, b, 255], y * (4 * size + 1) + 1 + 4 * x);
  };
  paint(0, 0, 1, 1, BACKGROUND);
  for (const [x, y, s, colour] of stickers()) paint(x, y, s, s, colour);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

let crcTable = null;
function crc32(bytes) {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
