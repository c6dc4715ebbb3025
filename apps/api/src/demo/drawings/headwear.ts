import type { Look } from './fabric.ts';
import { kurta } from './men-coats.ts';
import { alongCubic, beads, cloth, type Drawing, line, scalePath, sym, zari } from './shapes.ts';

/** The linen head form the showroom ties its safas on. */
const FORM = '#eadccb';
const FORM_DARK = '#cdb89f';
const WOOD = '#8a5a35';

const HEAD =
  'M200 160 C236 160 264 196 264 240 C264 284 238 322 200 322 C162 322 136 284 136 240 C136 196 164 160 200 160Z';
const TURBAN = sym('M200 236 C170 238 140 246 116 254 C100 222 100 170 120 138 C138 110 170 100 200 102');
const TAIL = 'M126 226 C110 280 104 360 112 444 L146 450 C142 372 146 300 160 244Z';

function headForm(withStand: boolean): string {
  const neck = `<path d="M178 300 L176 ${withStand ? 380 : 330} L224 ${withStand ? 380 : 330} L222 300Z" fill="${FORM_DARK}"/>`;
  const head = `<path d="${HEAD}" fill="${FORM}" stroke="${FORM_DARK}" stroke-width="1.2"/><ellipse cx="186" cy="262" rx="26" ry="40" fill="#fff" opacity=".25"/>`;
  if (!withStand) return neck + head;
  const bust = `<path d="M116 446 C124 408 156 390 178 380 L222 380 C244 390 276 408 284 446Z" fill="${FORM}" stroke="${FORM_DARK}" stroke-width="1.2"/>`;
  const base = `<rect x="150" y="444" width="100" height="26" rx="3" fill="${WOOD}"/><rect x="128" y="468" width="144" height="16" rx="4" fill="#6d4427"/><rect x="150" y="446" width="100" height="5" fill="#fff" opacity=".18"/>`;
  return base + bust + neck + head;
}

/** Diagonal wraps of the cloth: dark folds with a highlight beside each. */
function wraps(look: Look, front: boolean): string {
  const folds: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y0 = 246 - i * 20;
    const y1 = 196 - i * 17;
    const d = front
      ? `M${104 + i * 2} ${y0} C150 ${y0 - 6} 240 ${y1 + 30} ${300 - i * 4} ${y1}`
      : `M${300 - i * 2} ${y0} C250 ${y0 - 6} 160 ${y1 + 30} ${100 + i * 4} ${y1}`;
    folds.push(d);
    lights.push(d.replace(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g, (_, x, y) => `${x} ${Number(y) - 5}`));
  }
  return line(folds.join(' '), look.main.deep, 2.2, 0.45) + line(lights.join(' '), '#ffffff', 3, 0.14);
}

/** The kalgi: a jewelled brooch with a plume and a string of pearls. */
function kalgi(look: Look): string {
  const plume = 'M203 168 C200 140 206 112 222 86 C226 112 220 142 209 168Z';
  const pearls = alongCubic([150, 214], [168, 236], [232, 236], [250, 214], 13);
  return `<path d="${plume}" fill="#fffaf0" stroke="#d8cbb6" stroke-width="1"/>${line('M206 166 C206 140 210 114 220 92', '#cbbda5', 1, 0.8)}${beads(pearls, 3.4, '#fbf6ec', '#cfc3b0')}<ellipse cx="200" cy="176" rx="17" ry="21" fill="url(#${look.id}-metal)" stroke="${look.metal.dark}" stroke-width="1.2"/><ellipse cx="200" cy="176" rx="9" ry="12" fill="${look.second.isDark ? look.second.light : look.second.base}" stroke="${look.metal.dark}" stroke-width="1"/><ellipse cx="197" cy="171" rx="3" ry="4" fill="#fff" opacity=".6"/>${beads(alongCubic([184, 160], [184, 196], [216, 196], [216, 160], 9), 2.2, '#fbf6ec', '#cfc3b0')}`;
}

/** The safa itself in head-form coordinates (head centre 200, 240). */
function safaArt(look: Look, view: 'front' | 'back', withStand: boolean): string {
  const parts = [cloth(look, TAIL, { fall: true }), zari(look, 'M112 440 L146 446', 10)];
  parts.push(headForm(withStand));
  parts.push(cloth(look, TURBAN));
  parts.push(`<clipPath id="${look.id}-turban"><path d="${TURBAN}"/></clipPath>`);
  parts.push(`<g clip-path="url(#${look.id}-turban)">${wraps(look, view === 'front')}</g>`);
  parts.push(zari(look, 'M118 248 C150 238 176 234 200 234 C224 234 250 238 282 248', 7));
  if (view === 'front') parts.push(kalgi(look));
  else {
    const back = 'M176 200 C170 260 168 340 172 430 L228 430 C232 340 230 260 224 200Z';
    parts.push(cloth(look, back, { fall: true }), zari(look, 'M172 424 L228 424', 12));
  }
  return parts.join('');
}

/** A ready-tied safa on a head form with a wooden stand. */
export function safa(look: Look, view: 'front' | 'back'): Drawing {
  return {
    art: safaArt(look, view, true),
    silhouette: `${TURBAN} ${HEAD} ${TAIL} M116 446 L284 446 L272 484 L128 484Z`,
  };
}

/** A safa set: the kurta, with the safa on a head form above its collar. */
export function safaSet(look: Look, view: 'front' | 'back'): Drawing {
  const body = kurta(look, view);
  const head = `<g transform="translate(84 -30) scale(.58)">${safaArt(look, view, false)}</g>`;
  const kurtaArt = `<g transform="translate(48 112) scale(.76)">${body.art}</g>`;
  return {
    art: head + kurtaArt,
    silhouette: `${scalePath(body.silhouette, 0.76, 48, 112)} ${scalePath(`${TURBAN} ${HEAD}`, 0.58, 84, -30)}`,
  };
}
