import { GOLD, MAROON, mix } from './color.ts';
import type { Picture } from './compose.ts';
import { plant, toran } from './decor.ts';
import { type Fabric, lookDefs } from './fabric.ts';
import { KINDS, type KindName, styledLook } from './kinds.ts';
import { createRng } from './random.ts';
import { type Frame, ground, place } from './scene.ts';

const WALLS = ['#efe2cc', '#f4efe6', '#e8c9ae', '#e9d8c9', '#dfe3da'];
const AWNINGS = [MAROON, '#1f3a5f', '#2e6b3f', '#8a3b12', '#5a1520'];
const WINDOW_PIECES: [KindName, string, string, Fabric, string][] = [
  ['sherwani', 'Maroon', 'Gold', 'brocade', 'Sherwani'],
  ['lehenga', 'Peach', 'Mint', 'mirror', 'Lehenga'],
  ['suit', 'Midnight Blue', 'Gold', 'sheen', 'Tuxedo'],
  ['gown', 'Blush Peach', 'Gold', 'sequin', 'Wedding Gown'],
  ['jodhpuri', 'Black', 'Gold', 'damask', 'Bandhgala'],
  ['lehenga', 'Crimson', 'Gold', 'butis', 'Bridal Lehenga'],
  ['sherwani', 'Champagne', 'Maroon', 'paisley', 'Groom Sherwani'],
  ['gown', 'Ice Blue', 'Silver', 'lace', 'Off-Shoulder Gown'],
];

const r = (n: number) => Math.round(n * 10) / 10;

/** A scalloped, striped awning across [x, x + w]. */
function awning(x: number, y: number, w: number, colour: string): string {
  const stripes: string[] = [];
  const n = Math.max(8, Math.round(w / 70));
  const sw = w / n;
  for (let i = 0; i < n; i++) {
    const fill = i % 2 === 0 ? colour : '#fbf3e4';
    const sx = x + i * sw;
    stripes.push(
      `<path d="M${r(sx + sw * 0.1)} ${y} L${r(sx + sw * 0.9)} ${y} L${r(sx + sw)} ${y + 60} Q${r(sx + sw / 2)} ${y + 88} ${r(sx)} ${y + 60}Z" fill="${fill}"/>`,
    );
  }
  return `${stripes.join('')}<rect x="${r(x)}" y="${y - 6}" width="${r(w)}" height="8" fill="${mix(colour, '#000000', 0.25)}"/>`;
}

/** An arched upper-floor window with a small balcony. */
function upperWindow(x: number, y: number, w: number, h: number): string {
  const d = `M${r(x)} ${y + h} L${r(x)} ${r(y + w / 2)} A${r(w / 2)} ${r(w / 2)} 0 0 1 ${r(x + w)} ${r(y + w / 2)} L${r(x + w)} ${y + h}Z`;
  const rails = Array.from(
    { length: 7 },
    (_, i) => `M${r(x - 10 + (i * (w + 20)) / 6)} ${y + h} L${r(x - 10 + (i * (w + 20)) / 6)} ${y + h + 34}`,
  ).join(' ');
  return `<path d="${d}" fill="#fffaf0" /><path d="${d}" fill="#b9cfdc" transform="translate(${r(x + w / 2)} ${y + h}) scale(.86) translate(${r(-x - w / 2)} ${-y - h})"/><path d="M${r(x + w / 2)} ${r(y + 10)} L${r(x + w / 2)} ${y + h}" stroke="#fffaf0" stroke-width="5"/><path d="${rails}" stroke="#3a2a20" stroke-width="3"/><rect x="${r(x - 14)}" y="${y + h - 4}" width="${r(w + 28)}" height="8" fill="#3a2a20"/><rect x="${r(x - 14)}" y="${y + h + 32}" width="${r(w + 28)}" height="6" fill="#3a2a20"/>`;
}

/** A lit display window with two pieces in it. */
function display(
  x: number,
  y: number,
  w: number,
  h: number,
  ids: [string, string],
  pieces: [number, number],
): Picture {
  const defs: string[] = [];
  const body = [
    `<rect x="${r(x - 10)}" y="${y - 10}" width="${r(w + 20)}" height="${h + 20}" fill="${GOLD.base}"/>`,
    `<rect x="${r(x)}" y="${y}" width="${r(w)}" height="${h}" fill="url(#sf-glow)"/>`,
  ];
  pieces.forEach((p, i) => {
    const [kind, shade, second, fabric, words] = WINDOW_PIECES[p % WINDOW_PIECES.length]!;
    const look = styledLook(ids[i]!, shade, second, fabric, words);
    defs.push(lookDefs(look));
    body.push(
      place(KINDS[kind].draw(look, 'front'), { x: x + (i * w) / 2 + 8, y: y + 16, w: w / 2 - 16, h: h - 24 }),
    );
  });
  body.push(
    `<path d="M${r(x + w * 0.55)} ${y} L${r(x + w * 0.75)} ${y} L${r(x + w * 0.35)} ${y + h} L${r(x + w * 0.15)} ${y + h}Z" fill="#fff" opacity=".12"/>`,
  );
  return { defs: defs.join(''), body: body.join('') };
}

/** A branch's shopfront, varied by its code: wall, awning, windows and what hangs in them. */
export function shopfrontPicture(code: string, frame: Frame): Picture {
  const rng = createRng([...code].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const wall = rng.pick(WALLS);
  const awn = rng.pick(AWNINGS);
  const fw = Math.min(frame.w * 0.92, 1320);
  const fx = (frame.w - fw) / 2;
  const defs = [
    `<linearGradient id="sf-glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6e2"/><stop offset="1" stop-color="#f3d5a2"/></linearGradient>`,
    `<linearGradient id="sf-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".06"/></linearGradient>`,
  ];
  const body = [ground(frame)];
  body.push(
    `<rect x="0" y="200" width="${frame.w}" height="720" fill="${mix(wall, '#d8cbb8', 0.5)}" opacity=".5"/>`,
  );
  body.push(
    `<rect x="${r(fx)}" y="100" width="${r(fw)}" height="810" fill="${wall}"/><rect x="${r(fx)}" y="100" width="${r(fw)}" height="810" fill="url(#sf-wall)"/>`,
  );
  body.push(
    `<rect x="${r(fx - 16)}" y="92" width="${r(fw + 32)}" height="26" fill="${mix(wall, '#6b5a48', 0.45)}"/>`,
  );
  const windows = rng.int(3, 4);
  const ww = Math.min(150, fw / (windows * 2));
  for (let i = 0; i < windows; i++) {
    const cx = fx + (fw * (i + 0.5)) / windows;
    body.push(upperWindow(cx - ww / 2, 150, ww, 180));
  }
  // The sign band: maroon with gold borders and the shop's emblem (no lettering in pictures).
  body.push(
    `<rect x="${r(fx + 20)}" y="402" width="${r(fw - 40)}" height="78" fill="${MAROON}"/><rect x="${r(fx + 28)}" y="410" width="${r(fw - 56)}" height="62" fill="none" stroke="${GOLD.base}" stroke-width="3"/>`,
  );
  body.push(
    `<circle cx="${r(frame.w / 2)}" cy="441" r="28" fill="${GOLD.base}"/><path d="M${r(frame.w / 2 - 14)} 428 L${r(frame.w / 2)} 458 L${r(frame.w / 2 + 14)} 428" fill="none" stroke="${MAROON}" stroke-width="6" stroke-linejoin="round"/>`,
  );
  for (const side of [-1, 1]) {
    for (let k = 1; k <= 3; k++) {
      const x = frame.w / 2 + side * (60 + k * 46);
      body.push(
        `<path d="M${r(x)} 428 L${r(x + 12)} 441 L${r(x)} 454 L${r(x - 12)} 441Z" fill="${GOLD.base}" opacity="${1 - k * 0.2}"/>`,
      );
    }
  }
  body.push(awning(fx + 10, 494, fw - 20, awn));
  const door = fw * 0.2;
  const dx = frame.w / 2 - door / 2;
  const side = (fw - door) / 2 - 70;
  const left = display(fx + 30, 600, side, 270, ['w1', 'w2'], [rng.int(0, 7), rng.int(0, 7)]);
  const right = display(dx + door + 40, 600, side, 270, ['w3', 'w4'], [rng.int(0, 7), rng.int(0, 7)]);
  defs.push(left.defs, right.defs);
  body.push(left.body, right.body);
  body.push(
    `<rect x="${r(dx)}" y="590" width="${r(door)}" height="320" fill="${GOLD.base}"/><rect x="${r(dx + 10)}" y="600" width="${r(door / 2 - 14)}" height="306" fill="url(#sf-glow)" opacity=".9"/><rect x="${r(dx + door / 2 + 4)}" y="600" width="${r(door / 2 - 14)}" height="306" fill="url(#sf-glow)" opacity=".9"/>`,
  );
  body.push(
    `<rect x="${r(dx + door / 2 - 16)}" y="720" width="6" height="70" rx="3" fill="${GOLD.dark}"/><rect x="${r(dx + door / 2 + 10)}" y="720" width="6" height="70" rx="3" fill="${GOLD.dark}"/>`,
  );
  body.push(`<g transform="translate(${r(dx - 10)} 0)">${toran(door + 20, 592, 3)}</g>`);
  body.push(
    `<rect x="${r(fx - 20)}" y="906" width="${r(fw + 40)}" height="16" fill="#cdbfa9"/><rect x="0" y="922" width="${frame.w}" height="78" fill="#e6dccb"/>`,
  );
  body.push(plant(dx - 40, 910, 1.1), plant(dx + door + 40, 910, 1.1));
  return { defs: defs.join(''), body: body.join('') };
}
