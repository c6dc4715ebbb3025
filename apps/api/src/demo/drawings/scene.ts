import { IVORY } from './color.ts';
import type { Drawing } from './shapes.ts';

/** A picture's logical frame: height 1000, width from the variant's aspect. */
export type Frame = { w: number; h: number };
export type Box = { x: number; y: number; w: number; h: number };

export function frameFor(aspect: readonly [number, number]): Frame {
  return { w: Math.round((1000 * aspect[0]) / aspect[1]), h: 1000 };
}

/** The whole SVG at the exact pixel size; the frame is the logical coordinate system. */
export function svgDocument(frame: Frame, width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${frame.w} ${frame.h}" preserveAspectRatio="xMidYMid slice"><defs>${SCENE_DEFS}${defs}</defs>${body}</svg>`;
}

const SCENE_DEFS = [
  `<radialGradient id="sc-light" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#fffdf9"/><stop offset=".7" stop-color="${IVORY}"/><stop offset="1" stop-color="#f5ead9"/></radialGradient>`,
  '<radialGradient id="sc-velvet" cx=".4" cy=".28" r=".85"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>',
  '<radialGradient id="sc-floor"><stop offset="0" stop-color="#5b3c22" stop-opacity=".28"/><stop offset=".6" stop-color="#5b3c22" stop-opacity=".1"/><stop offset="1" stop-color="#5b3c22" stop-opacity="0"/></radialGradient>',
].join('');

/** The ivory ground with a soft, warm light in the middle. */
export function ground(frame: Frame): string {
  return `<rect width="${frame.w}" height="${frame.h}" fill="${IVORY}"/><rect width="${frame.w}" height="${frame.h}" fill="url(#sc-light)"/>`;
}

/**
 * A soft shadow without a blur filter (blur costs 10x the whole render at 1400 px): the
 * silhouette offset down-right, drawn as a few wide translucent strokes that fade outwards.
 */
function softShadow(silhouette: string): string {
  if (!silhouette) return '';
  const layers = [
    [26, 0.035],
    [16, 0.045],
    [7, 0.06],
  ] as const;
  const strokes = layers
    .map(
      ([w, o]) =>
        `<path d="${silhouette}" fill="#4a2f18" fill-opacity="${o}" stroke="#4a2f18" stroke-opacity="${o}" stroke-width="${w}" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<g transform="translate(7 9)">${strokes}</g>`;
}

/** A floor shadow under a drawing standing in the 400 x 500 canvas. */
function floor(cx = 200, cy = 490, rx = 130): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="url(#sc-floor)"/>`;
}

/** The drawing with its shadows, its 400 x 500 canvas fitted into the box (centred). */
export function place(drawing: Drawing, box: Box, opts: { floor?: boolean } = {}): string {
  const s = Math.min(box.w / 400, box.h / 500);
  const x = box.x + (box.w - 400 * s) / 2;
  const y = box.y + (box.h - 500 * s) / 2;
  const under = opts.floor === false ? '' : floor();
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s, 1000)})">${under}${softShadow(drawing.silhouette)}${drawing.art}</g>`;
}

/** A close-up: the canvas point `focus` in the frame's centre, magnified `zoom` times. */
export function closeUp(drawing: Drawing, frame: Frame, focus: [number, number], zoom: number): string {
  const s = (zoom * frame.h) / 500;
  const x = frame.w / 2 - focus[0] * s;
  const y = frame.h / 2 - focus[1] * s;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s, 1000)})">${softShadow(drawing.silhouette)}${drawing.art}</g>`;
}

/** The main box of a single-piece picture: most of the frame's height, centred. */
export function heroBox(frame: Frame): Box {
  const h = frame.h * 0.9;
  const w = Math.min(frame.w * 0.92, (h * 400) / 500);
  return { x: (frame.w - w) / 2, y: frame.h * 0.05, w, h };
}

const r = (n: number, by = 10) => Math.round(n * by) / by;
