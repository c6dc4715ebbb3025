import type { Look } from './fabric.ts';

/**
 * Garments are drawn in a 400 x 500 canvas, centre line x = 200. Symmetric shapes are written
 * as their left half (absolute M, L, C, Q commands from the centre line, down the left side,
 * back to the centre line); `sym` mirrors and closes them.
 */
export type Drawing = {
  /** The SVG markup (uses the look's defs). */
  art: string;
  /** Path data of the outer shape, for the soft shadow. */
  silhouette: string;
};

const CX = 200;

type Seg = { cmd: 'M' | 'L' | 'C' | 'Q' | 'Z'; pts: number[] };

function parse(d: string): Seg[] {
  const segs: Seg[] = [];
  const re = /([MLCQZ])([^MLCQZ]*)/g;
  for (let m = re.exec(d); m; m = re.exec(d)) {
    const nums = (m[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    segs.push({ cmd: m[1] as Seg['cmd'], pts: nums });
  }
  return segs;
}

const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** Mirrors x around the centre line (keeps the drawing order). */
export function mirror(d: string, axis = CX): string {
  return parse(d)
    .map((s) => `${s.cmd}${s.pts.map((v, i) => fmt(i % 2 === 0 ? 2 * axis - v : v)).join(' ')}`)
    .join(' ');
}

/** The path scaled by s, then moved by (tx, ty): a part drawn inside a scaled group. */
export function scalePath(d: string, s: number, tx: number, ty: number): string {
  return parse(d)
    .map((g) => `${g.cmd}${g.pts.map((v, i) => fmt(v * s + (i % 2 === 0 ? tx : ty))).join(' ')}`)
    .join(' ');
}

/** A closed symmetric shape from its left half. */
export function sym(half: string, axis = CX): string {
  const segs = parse(half);
  // Points where each segment ends; the reversed mirror walks them backwards.
  const ends: [number, number][] = segs.map((s) => [s.pts[s.pts.length - 2]!, s.pts[s.pts.length - 1]!]);
  const mx = (x: number) => 2 * axis - x;
  const back: string[] = [];
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i]!;
    const [px, py] = ends[i - 1]!;
    if (s.cmd === 'C') {
      const [x1, y1, x2, y2] = s.pts as [number, number, number, number];
      back.push(`C${fmt(mx(x2))} ${fmt(y2)} ${fmt(mx(x1))} ${fmt(y1)} ${fmt(mx(px))} ${fmt(py)}`);
    } else if (s.cmd === 'Q') {
      const [x1, y1] = s.pts as [number, number];
      back.push(`Q${fmt(mx(x1))} ${fmt(y1)} ${fmt(mx(px))} ${fmt(py)}`);
    } else {
      back.push(`L${fmt(mx(px))} ${fmt(py)}`);
    }
  }
  return `${half} ${back.join(' ')}Z`;
}

/** A shape in the look's main cloth: fabric, volume shading, outline. */
export function cloth(
  look: Look,
  d: string,
  opts: { fill?: string; fall?: boolean; stroke?: string } = {},
): string {
  const fill = opts.fill ?? `url(#${look.id}-fab)`;
  const shade = opts.fall ? `<path d="${d}" fill="url(#${look.id}-fall)"/>` : '';
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#${look.id}-vol)"/>${shade}<path d="${d}" fill="none" stroke="${opts.stroke ?? look.main.deep}" stroke-width="1.3" stroke-linejoin="round" opacity=".8"/>`;
}

/** A zari band drawn along a path (hem, placket, cuff), clipped by nothing: keep it inside. */
export function zari(look: Look, d: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${look.metal.dark}" stroke-width="${width + 1.6}" stroke-linecap="butt" opacity=".6"/><path d="${d}" fill="none" stroke="url(#${look.id}-zari)" stroke-width="${width}" stroke-linecap="butt"/>`;
}

/** A seam or fold line. */
export function line(d: string, color: string, width = 1.2, opacity = 0.6): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

/** A metal button with a highlight. */
export function button(look: Look, x: number, y: number, r = 3.6): string {
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${r}" fill="url(#${look.id}-metal)" stroke="${look.metal.dark}" stroke-width=".8"/><circle cx="${fmt(x - r * 0.3)}" cy="${fmt(y - r * 0.3)}" r="${fmt(r * 0.3)}" fill="#fff" opacity=".7"/>`;
}

export type Pt = [number, number];

/** A point on a cubic Bezier at t. */
function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/** n evenly spaced (in t) points on a cubic Bezier, ends included. */
export function alongCubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: number): Pt[] {
  return Array.from({ length: n }, (_, i) => cubicAt(p0, p1, p2, p3, n === 1 ? 0.5 : i / (n - 1)));
}

/** Beads (pearls or stones) with a highlight at the given points. */
export function beads(points: Pt[], r: number, fill: string, edge: string): string {
  return points
    .map(
      ([x, y]) =>
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${r}" fill="${fill}" stroke="${edge}" stroke-width=".7"/><circle cx="${fmt(x - r * 0.35)}" cy="${fmt(y - r * 0.35)}" r="${fmt(r * 0.35)}" fill="#fff" opacity=".75"/>`,
    )
    .join('');
}

/** A pointed mojari shoe (left foot) at x, y: the sole's toe. */
export function mojari(x: number, y: number, fill: string, edge: string, flip = false): string {
  const s = flip ? -1 : 1;
  const d = `M${x} ${y} C${x + s * 4} ${y - 9} ${x + s * 16} ${y - 13} ${x + s * 30} ${y - 11} L${x + s * 31} ${y} Z`;
  return `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="1"/><path d="M${x + s * 2} ${y - 2} C${x + s * 8} ${y - 8} ${x + s * 18} ${y - 9} ${x + s * 29} ${y - 8}" fill="none" stroke="#fff" stroke-width=".8" opacity=".5"/>`;
}

/** A plain shoe (oxford) seen from the front. */
export function shoe(x: number, y: number, color: string): string {
  return `<path d="M${x - 15} ${y} C${x - 16} ${y - 10} ${x - 9} ${y - 14} ${x} ${y - 14} C${x + 9} ${y - 14} ${x + 16} ${y - 10} ${x + 15} ${y} Z" fill="${color}"/><ellipse cx="${x - 3}" cy="${y - 9}" rx="5" ry="2" fill="#fff" opacity=".25"/>`;
}
