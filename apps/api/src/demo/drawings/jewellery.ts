import { isGoldish, luminance, mix } from './color.ts';
import type { Look } from './fabric.ts';
import { beads, type Drawing, line, type Pt, sym } from './shapes.ts';

/** Velvet that sets the stones off: navy under warm stones, maroon under cool ones. */
function velvet(look: Look): string {
  const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(look.main.base.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  if (luminance(look.main.base) < 0.2) return '#6a1d29';
  return r > b + 40 ? '#1f2a46' : '#5e1826';
}

/** The stone colour: the product's colour, or ruby where the piece is all gold. */
function stone(look: Look): string {
  if (!isGoldish(look.main.base)) return look.main.base;
  return look.second.base !== look.main.base && !isGoldish(look.second.base) ? look.second.base : '#a3182e';
}

/** Points spaced evenly by length along a cubic Bezier (beads must not bunch up). */
function evenCubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, spacing: number): Pt[] {
  const samples: Pt[] = [];
  for (let i = 0; i <= 120; i++) {
    const t = i / 120;
    const u = 1 - t;
    samples.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  const out: Pt[] = [samples[0]!];
  let carried = 0;
  for (let i = 1; i < samples.length; i++) {
    const [ax, ay] = samples[i - 1]!;
    const [bx, by] = samples[i]!;
    carried += Math.hypot(bx - ax, by - ay);
    if (carried >= spacing) {
      out.push([bx, by]);
      carried = 0;
    }
  }
  return out;
}

/** One strand hanging from the neck sides to a low point, both halves. */
function strand(depth: number, spread: number, spacing: number): Pt[] {
  const left = evenCubic(
    [172, 172],
    [128 - spread, 196 + (depth - 172) * 0.2],
    [150, depth],
    [200, depth],
    spacing,
  );
  const right = left.map(([x, y]) => [400 - x, y] as Pt).reverse();
  return [...left, ...right.slice(1)];
}

const BUST = sym(
  'M200 92 L171 98 L172 170 C150 186 100 196 72 216 C50 234 44 270 48 310 C54 370 74 430 86 470 Q150 476 200 476',
);

function bust(look: Look): string {
  const v = velvet(look);
  return `<rect x="72" y="466" width="256" height="22" rx="4" fill="#8a5a35"/><rect x="72" y="466" width="256" height="5" fill="#fff" opacity=".2"/><path d="${BUST}" fill="${v}"/><path d="${BUST}" fill="url(#sc-velvet)"/><ellipse cx="200" cy="98" rx="29" ry="7" fill="${mix(v, '#ffffff', 0.15)}"/>`;
}

/** A kundan pendant: metal frame, stone, pearl drop. */
function pendant(look: Look, x: number, y: number, s = 1): string {
  const st = stone(look);
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -4 C16 -4 22 14 0 36 C-22 14 -16 -4 0 -4Z" fill="url(#${look.id}-metal)" stroke="${look.metal.dark}" stroke-width="1"/><path d="M0 4 C9 4 12 14 0 27 C-12 14 -9 4 0 4Z" fill="${st}"/><ellipse cx="-3" cy="10" rx="2.5" ry="4" fill="#fff" opacity=".55"/>${beads([[0, 44]], 5, '#fbf6ec', '#cfc3b0')}</g>`;
}

function jhumka(look: Look, x: number, y: number, s: number, kind: string): string {
  const st = stone(look);
  const m = `url(#${look.id}-metal)`;
  const stud = `<circle r="11" fill="${m}" stroke="${look.metal.dark}"/>${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${(11 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(11 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="4" fill="${m}" stroke="${look.metal.dark}" stroke-width=".6"/>`).join('')}<circle r="6" fill="${st}"/><circle cx="-2" cy="-2" r="2" fill="#fff" opacity=".6"/>`;
  let body: string;
  if (/Chandbali/i.test(kind)) {
    const moon = 'M-46 40 C-46 112 46 112 46 40 C30 78 -30 78 -46 40Z';
    const stones = Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI * (0.15 + (0.7 * i) / 6);
      return `<circle cx="${(-38 * Math.cos(a)).toFixed(1)}" cy="${(52 + 34 * Math.sin(a)).toFixed(1)}" r="4.6" fill="${st}" stroke="${look.metal.dark}" stroke-width=".6"/>`;
    }).join('');
    const fringe = evenCubic([-46, 44], [-46, 116], [46, 116], [46, 44], 9);
    body = `${line('M0 12 L0 70', look.metal.dark, 1.6, 1)}<path d="${moon}" fill="${m}" stroke="${look.metal.dark}" stroke-width="1"/>${stones}${beads(
      fringe.map(([a, b]) => [a * 1.04, b + 8] as Pt),
      3.2,
      '#fbf6ec',
      '#cfc3b0',
    )}`;
  } else if (/Drop/i.test(kind)) {
    body = `<path d="M0 22 C22 40 26 78 0 106 C-26 78 -22 40 0 22Z" fill="${m}" stroke="${look.metal.dark}"/><path d="M0 34 C15 48 17 76 0 94 C-17 76 -15 48 0 34Z" fill="${st}"/><ellipse cx="-5" cy="56" rx="3" ry="8" fill="#fff" opacity=".45"/>${beads([[0, 116]], 6, '#fbf6ec', '#cfc3b0')}`;
  } else {
    const dome = 'M-38 86 C-38 38 38 38 38 86Z';
    const rim = Array.from({ length: 9 }, (_, i) => [-34 + i * 8.5, 92] as Pt);
    const drops = rim
      .map(([a, b]) => `<path d="M${a} ${b} L${a} ${b + 10}" stroke="${look.metal.dark}" stroke-width=".8"/>`)
      .join('');
    body = `${line('M0 12 L0 36', look.metal.dark, 1.6, 1)}<circle cy="30" r="6" fill="${st}" stroke="${look.metal.dark}"/><path d="${dome}" fill="${m}" stroke="${look.metal.dark}"/><path d="M-38 86 C-38 74 38 74 38 86 L38 92 L-38 92Z" fill="${st}" opacity=".9"/>${line('M-30 62 C-10 52 10 52 30 62 M-35 74 C-12 64 12 64 35 74', look.metal.dark, 1, 0.6)}${drops}${beads(
      rim.map(([a, b]) => [a, b + 14] as Pt),
      3.4,
      '#fbf6ec',
      '#cfc3b0',
    )}`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})">${stud}${body}</g>`;
}

/** Groom's mala: pearl, bead or kundan strands with a pendant. */
function malaStrands(look: Look): string {
  const st = stone(look);
  const pearl = /Pearl/i.test(look.words);
  const layered = /Layered/i.test(look.words) || look.seed % 2 === 0;
  const depths = layered ? [300, 350, 400] : [380];
  return depths
    .map((depth, i) => {
      const pts = strand(depth, i * 6, pearl ? 10 : 11);
      const fill = pearl || i % 2 === 1 ? '#fbf6ec' : st;
      const edge = pearl || i % 2 === 1 ? '#cfc3b0' : mix(st, '#000000', 0.4);
      const spacers = pts.filter((_, k) => k % 4 === 2);
      return beads(pts, pearl ? 4.6 : 5, fill, edge) + beads(spacers, 2.4, look.metal.base, look.metal.dark);
    })
    .join('')
    .concat(pendant(look, 200, depths[depths.length - 1]! + 8, 1.2));
}

function bridalSet(look: Look): string {
  const st = stone(look);
  const choker = evenCubic([164, 172], [166, 206], [234, 206], [236, 172], 13);
  const stones = choker
    .map(
      ([x, y]) =>
        `<rect x="${x - 6}" y="${y - 6}" width="12" height="12" rx="2" fill="${st}" stroke="url(#${look.id}-metal)" stroke-width="3"/>`,
    )
    .join('');
  const drops = beads(
    choker.map(([x, y]) => [x, y + 13] as Pt),
    3,
    '#fbf6ec',
    '#cfc3b0',
  );
  const haar = strand(330, 8, 10);
  return `${beads(haar, 4.2, look.metal.base, look.metal.dark)}${beads(strand(290, 2, 10), 3.6, '#fbf6ec', '#cfc3b0')}${pendant(look, 200, 336, 1.6)}${stones}${drops}${jhumka(look, 124, 70, 0.62, 'Jhumka')}${jhumka(look, 276, 70, 0.62, 'Jhumka')}`;
}

/** A velvet jewellery tray: the accessory's second view. */
function tray(look: Look, inside: string): string {
  const v = velvet(look);
  return `<rect x="30" y="96" width="340" height="384" rx="18" fill="url(#${look.id}-metal)"/><rect x="40" y="106" width="320" height="364" rx="12" fill="${v}"/><rect x="40" y="106" width="320" height="364" rx="12" fill="url(#sc-velvet)"/>${inside}`;
}

const BUST_SIL = `${BUST} M72 466 L328 466 L328 488 L72 488Z`;
const TRAY_SIL = 'M30 96 L370 96 L370 480 L30 480Z';

export function mala(look: Look, view: 'front' | 'back'): Drawing {
  if (view === 'back') {
    return {
      art: tray(look, `<g transform="translate(40 20) scale(.8)">${malaStrands(look)}</g>`),
      silhouette: TRAY_SIL,
    };
  }
  return { art: bust(look) + malaStrands(look), silhouette: BUST_SIL };
}

/** A T-bar earring stand: the pair hangs from its bar, as in a showroom counter. */
function stand(look: Look): string {
  const wood = '#8a5a35';
  return `<ellipse cx="200" cy="478" rx="70" ry="12" fill="#6d4427"/><rect x="195" y="70" width="10" height="404" fill="${wood}"/><rect x="195" y="70" width="3" height="404" fill="#fff" opacity=".2"/><rect x="62" y="62" width="276" height="10" rx="5" fill="${wood}"/><circle cx="62" cy="67" r="8" fill="url(#${look.id}-metal)"/><circle cx="338" cy="67" r="8" fill="url(#${look.id}-metal)"/>`;
}

export function earrings(look: Look, view: 'front' | 'back'): Drawing {
  const kind = look.words;
  if (view === 'back') {
    return {
      art: tray(look, jhumka(look, 140, 170, 1.2, kind) + jhumka(look, 260, 170, 1.2, kind)),
      silhouette: TRAY_SIL,
    };
  }
  const s = /Chandbali/i.test(kind) ? 1.6 : 1.95;
  const hooks = line('M110 72 C104 80 104 90 110 96 M290 72 C284 80 284 90 290 96', look.metal.dark, 1.6, 1);
  const art = stand(look) + hooks + jhumka(look, 110, 108, s, kind) + jhumka(look, 290, 108, s, kind);
  return { art, silhouette: 'M195 70 L205 70 L205 474 L195 474Z M62 62 L338 62 L338 72 L62 72Z' };
}

export function bridalJewellery(look: Look, view: 'front' | 'back'): Drawing {
  if (view === 'back') {
    const tikka = `${line('M200 124 L200 160', look.metal.dark, 1.4, 1)}${pendant(look, 200, 160, 0.9)}`;
    return {
      art: tray(look, `${tikka}<g transform="translate(40 40) scale(.8)">${bridalSet(look)}</g>`),
      silhouette: TRAY_SIL,
    };
  }
  return { art: bust(look) + bridalSet(look), silhouette: BUST_SIL };
}
