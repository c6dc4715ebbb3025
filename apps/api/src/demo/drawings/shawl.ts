import type { Look } from './fabric.ts';
import { cloth, type Drawing, line } from './shapes.ts';

const WOOD = '#8a5a35';

/** Hand-knotted fringe along a bottom edge. */
function fringe(look: Look, x0: number, x1: number, y: number, length: number): string {
  const strands: string[] = [];
  for (let x = x0 + 3; x < x1; x += 5) strands.push(`M${x} ${y} L${x + 1} ${y + length}`);
  return line(strands.join(' '), look.main.dark, 1.6, 0.9);
}

/** A woven border: a zari stripe between two bands of the second colour. */
function border(look: Look, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${look.id}-fab2)"/><rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.4}" fill="url(#${look.id}-zari)"/>${line(`M${x} ${y} L${x + w} ${y} M${x} ${y + h} L${x + w} ${y + h}`, look.metal.dark, 1, 0.7)}`;
}

const BACK = 'M100 88 L300 88 C306 200 302 330 308 462 L98 462 C102 330 96 200 100 88Z';
const FRONT = 'M94 84 L306 84 C310 160 304 230 310 296 L90 296 C96 230 90 160 94 84Z';
const STACK = 'M44 170 C120 160 280 160 356 170 L366 392 C280 402 120 402 34 392Z';
/** The corner turned back on the folded shawl, showing its border. */
const CORNER = 'M290 168 L356 170 L362 290Z';

/** A shawl hung over a wooden rod; the second view is the shawl folded. */
export function shawl(look: Look, view: 'front' | 'back'): Drawing {
  if (view === 'back') {
    // Folded in a stack of two, the top one with a corner turned back.
    const under = 'M52 392 C120 400 280 400 350 392 L356 430 C280 440 120 440 46 430Z';
    const art = [
      cloth(look, under, { fill: look.main.dark }),
      fringe(look, 48, 354, 432, 14),
      cloth(look, STACK),
      `<clipPath id="${look.id}-fold"><path d="${STACK}"/></clipPath>`,
      `<g clip-path="url(#${look.id}-fold)">${border(look, 30, 350, 340, 44)}</g>`,
      fringe(look, 36, 364, 394, 18),
      line('M44 280 C120 272 280 272 360 280', look.main.deep, 1.4, 0.3),
      `<path d="${CORNER}" fill="url(#${look.id}-fab2)"/><path d="${CORNER}" fill="url(#${look.id}-zari)" opacity=".6"/>`,
      line('M290 168 L362 290', look.main.deep, 1.4, 0.6),
    ].join('');
    return { art, silhouette: `${STACK} ${under}` };
  }
  const art = [
    `<path d="M200 80 L200 56 C200 40 218 40 218 52" fill="none" stroke="${look.metal.dark}" stroke-width="3"/>`,
    cloth(look, BACK, { fall: true }),
    border(look, 98, 422, 210, 40),
    fringe(look, 98, 308, 462, 22),
    cloth(look, FRONT),
    border(look, 90, 258, 220, 38),
    fringe(look, 90, 310, 296, 20),
    line('M130 100 C128 170 126 220 128 252 M270 100 C272 170 274 220 272 252', look.main.deep, 1.2, 0.3),
    `<rect x="60" y="76" width="280" height="11" rx="5.5" fill="${WOOD}"/><rect x="60" y="77" width="280" height="3" rx="1.5" fill="#fff" opacity=".25"/><circle cx="60" cy="81.5" r="8" fill="#6d4427"/><circle cx="340" cy="81.5" r="8" fill="#6d4427"/>`,
  ].join('');
  return { art, silhouette: `${BACK} ${FRONT}` };
}
