import type { Look } from './fabric.ts';
import { paler } from './fabric.ts';
import { button, cloth, type Drawing, line, mirror, mojari, shoe, sym, zari } from './shapes.ts';

/** A coat with a stand collar: sherwani (knee length) or jodhpuri bandhgala (hip length). */
type CoatCut = { hem: number; flare: number; view: 'front' | 'back' };

function coatBody(c: CoatCut): string {
  const side = 143 - c.flare;
  return sym(
    `M200 64 L181 61 C163 67 143 72 127 82 C123 110 132 134 138 150 C141 190 143 214 143 232 C139 ${
      c.hem - 80
    } ${side + 4} ${c.hem - 30} ${side} ${c.hem} Q156 ${c.hem + 7} 200 ${c.hem + 8}`,
  );
}

const SLEEVE = 'M127 80 C112 86 104 100 102 124 L90 300 L124 306 L141 160 C142 128 136 100 127 80Z';
const COLLAR = sym('M200 48 L182 50 C179 56 179 61 181 66 L200 69');

function sleeves(look: Look, fill?: string, zariCuffs = true): string {
  const opts = fill ? { fill } : {};
  const cuff = 'M92 286 L125 292';
  const cuffs = zariCuffs
    ? zari(look, cuff, 9) + zari(look, mirror(cuff), 9)
    : line(cuff, look.main.deep, 1.2, 0.6) + line(mirror(cuff), look.main.deep, 1.2, 0.6);
  return [
    cloth(look, SLEEVE, opts),
    cloth(look, mirror(SLEEVE), opts),
    cuffs,
    line('M104 140 C102 170 100 200 98 240', look.main.deep, 1, 0.35),
    line(mirror('M104 140 C102 170 100 200 98 240'), look.main.deep, 1, 0.35),
  ].join('');
}

/** Churidar legs gathered at the ankle, with mojaris. */
function churidar(look: Look, top: number): string {
  const leg = paler(look.second.base === look.main.base ? look.main : look.second, 0.7);
  const d = `M165 ${top} L197 ${top} L190 482 L170 482 Z`;
  const folds = [462, 469, 476].map((y) => `M170 ${y} Q180 ${y - 4} 190 ${y}`).join(' ');
  const legArt = (p: string, f: string) =>
    `<path d="${p}" fill="${leg.base}" stroke="${leg.deep}" stroke-width="1" opacity=".95"/>${line(f, leg.deep, 0.9, 0.5)}`;
  return (
    legArt(d, folds) +
    legArt(mirror(d), mirror(folds)) +
    mojari(172, 492, look.metal.base, look.metal.dark, true) +
    mojari(228, 492, look.metal.base, look.metal.dark)
  );
}

/** Straight trousers with a crease, and shoes. */
export function trousers(top: number, color: string, edge: string): string {
  const d = `M158 ${top} L199 ${top} L196 482 L166 482 Z`;
  const leg = `<path d="${d}" fill="${color}" stroke="${edge}" stroke-width="1"/>${line(`M180 ${top + 14} L181 480`, edge, 0.8, 0.5)}`;
  const right = `<path d="${mirror(d)}" fill="${color}" stroke="${edge}" stroke-width="1"/>${line(mirror(`M180 ${top + 14} L181 480`), edge, 0.8, 0.5)}`;
  return `${leg}${right}<path d="M158 ${top} L242 ${top} L240 ${top + 26} L160 ${top + 26}Z" fill="#000" opacity=".12"/>${shoe(178, 494, '#2b211c')}${shoe(222, 494, '#2b211c')}`;
}

/** A draped stole over the left shoulder, hanging down the front. */
function stole(look: Look): string {
  const d = 'M226 60 C244 62 262 70 272 84 L286 330 L252 336 L240 120 C238 96 234 76 226 60Z';
  const edge = 'M272 84 L286 330';
  return `<path d="${d}" fill="${look.second.base}" opacity=".93"/><path d="${d}" fill="url(#${look.id}-vol)"/>${zari(look, edge, 6)}${zari(look, 'M252 336 L240 120', 5)}${zari(look, 'M252 330 L286 324', 8)}${line('M256 140 L266 320', look.second.deep, 1, 0.4)}`;
}

/** Sherwani, achkan or Indo-Western: knee-length, churidar and mojaris. */
export function sherwani(look: Look, view: 'front' | 'back'): Drawing {
  const body = coatBody({ hem: 418, flare: 28, view });
  const kurtaJacket = /Kurta Jacket/i.test(look.words);
  const angrakha = /Angrakha|Indo/i.test(look.words);
  const hem = 'M118 412 Q156 419 200 420 Q244 419 282 412';
  const parts = [churidar(look, 406)];
  if (kurtaJacket) {
    // A long kurta in the second cloth under a sleeveless jacket in the main one.
    const kurta = paler(look.second, 0.35);
    parts.push(cloth(look, body, { fill: kurta.base, stroke: kurta.deep }), sleeves(look, kurta.base));
    const jacket = sym(
      'M200 64 L181 61 C163 67 145 72 131 82 C127 110 134 134 140 150 C143 190 145 214 145 232 L147 292 Q170 298 200 299',
    );
    parts.push(cloth(look, jacket), zari(look, 'M200 70 L200 298', 6));
    for (let y = 96; y <= 276; y += 30) parts.push(button(look, 200, y, 3.4));
    parts.push(line('M228 112 L252 110', look.metal.dark, 2, 0.8));
  } else {
    parts.push(cloth(look, body, { fall: true }), sleeves(look));
    parts.push(`<clipPath id="${look.id}-body"><path d="${body}"/></clipPath>`);
    parts.push(`<g clip-path="url(#${look.id}-body)">${zari(look, hem, 12)}</g>`);
    if (view === 'front') {
      if (angrakha) {
        parts.push(zari(look, 'M184 66 C200 120 236 170 250 236 L252 420', 8));
        for (const y of [150, 196, 242]) parts.push(button(look, 236 + (y - 150) * 0.2, y, 3.2));
      } else {
        parts.push(zari(look, 'M200 70 L200 420', 8));
        for (let y = 84; y <= 244; y += 20) parts.push(button(look, 200, y, 3.2));
      }
      parts.push(
        line('M123 360 L117 412', look.main.deep, 1.2, 0.5),
        line(mirror('M123 360 L117 412'), look.main.deep, 1.2, 0.5),
      );
    } else {
      parts.push(line('M200 70 L200 414', look.main.deep, 1.1, 0.45));
    }
  }
  parts.push(
    `<path d="${COLLAR}" fill="url(#${look.id}-zari)" stroke="${look.metal.dark}" stroke-width="1"/>`,
  );
  if (view === 'front' && !kurtaJacket && (angrakha || look.seed % 3 === 0)) parts.push(stole(look));
  return { art: parts.join(''), silhouette: `${body} ${SLEEVE} ${mirror(SLEEVE)}` };
}

/** Jodhpuri bandhgala: hip length, rounded front corners, trousers and shoes. */
export function jodhpuri(look: Look, view: 'front' | 'back'): Drawing {
  const body = sym(
    'M200 64 L181 61 C163 67 143 72 127 82 C123 110 132 134 138 150 C141 190 143 214 142 232 C141 250 140 266 140 278 Q150 286 186 288 Q196 282 200 276',
  );
  const trouserColour = look.seed % 2 === 0 ? look.main.dark : paler(look.second, 0.25).base;
  const parts = [
    trousers(262, trouserColour, look.main.deep),
    cloth(look, body),
    sleeves(look, undefined, false),
  ];
  if (view === 'front') {
    parts.push(line('M200 69 L200 276', look.main.deep, 1.4, 0.7));
    for (let y = 86; y <= 266; y += 26) parts.push(button(look, 200, y, 3.8));
    parts.push(line('M226 118 L252 116', look.main.deep, 1.4, 0.7));
    parts.push(`<path d="M232 117 L240 104 L244 116 L248 106 L251 116Z" fill="${look.second.light}"/>`);
    parts.push(
      line('M150 236 L176 236', look.main.deep, 1.2, 0.6),
      line(mirror('M150 236 L176 236'), look.main.deep, 1.2, 0.6),
    );
    if (look.seed % 3 === 1)
      parts.push(button(look, 166, 112, 6), line('M166 118 Q180 150 200 140', look.metal.base, 1.2, 0.9));
  } else {
    parts.push(
      line('M200 70 L200 282', look.main.deep, 1.1, 0.45),
      line('M200 240 L200 284', look.main.deep, 2, 0.6),
    );
  }
  parts.push(
    `<path d="${COLLAR}" fill="url(#${look.id}-fab)" stroke="${look.main.deep}" stroke-width="1.2"/>`,
  );
  return {
    art: parts.join(''),
    silhouette: `${body} ${SLEEVE} ${mirror(SLEEVE)} M158 262 L242 262 L238 482 L162 482Z`,
  };
}

/** A straight kurta with pyjama (the body of a safa set; the safa is drawn by the caller). */
export function kurta(look: Look, view: 'front' | 'back'): Drawing {
  const cloth2 = paler(look.second.base === look.main.base ? look.main : look.second, 0.45);
  const body = sym(
    'M200 66 L182 63 C165 69 146 74 131 84 C127 112 134 136 140 152 L143 250 L140 384 Q170 390 200 390',
  );
  const kLook: Look = { ...look, main: cloth2 };
  const parts = [churidar(look, 372), cloth(kLook, body, { fill: cloth2.base }), sleeves(kLook, cloth2.base)];
  parts.push(
    line('M141 330 L140 384', cloth2.deep, 1.1, 0.5),
    line(mirror('M141 330 L140 384'), cloth2.deep, 1.1, 0.5),
  );
  if (view === 'front') {
    parts.push(zari(look, 'M200 70 L200 150', 7));
    for (const y of [88, 108, 128]) parts.push(button(look, 200, y, 3));
  }
  parts.push(
    `<path d="${COLLAR}" fill="url(#${look.id}-zari)" stroke="${look.metal.dark}" stroke-width="1"/>`,
  );
  return { art: parts.join(''), silhouette: `${body} ${SLEEVE} ${mirror(SLEEVE)}` };
}
