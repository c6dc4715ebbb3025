import { GOLD, MAROON, mix } from './color.ts';
import type { Box } from './scene.ts';

const r = (n: number) => Math.round(n * 10) / 10;

/** A jharokha-style niche: a cusped arch with a tinted inside and a double gold line. */
export function arch(box: Box, tint: string): string {
  const { x, y, w, h } = box;
  const spring = y + w * 0.55;
  const d = `M${r(x)} ${r(y + h)} L${r(x)} ${r(spring)} C${r(x)} ${r(y + w * 0.18)} ${r(x + w * 0.32)} ${r(y + w * 0.1)} ${r(x + w / 2)} ${r(y)} C${r(x + w * 0.68)} ${r(y + w * 0.1)} ${r(x + w)} ${r(y + w * 0.18)} ${r(x + w)} ${r(spring)} L${r(x + w)} ${r(y + h)}Z`;
  const inner = `M${r(x + 12)} ${r(y + h)} L${r(x + 12)} ${r(spring + 6)} C${r(x + 12)} ${r(y + w * 0.22)} ${r(x + w * 0.34)} ${r(y + w * 0.14)} ${r(x + w / 2)} ${r(y + 14)} C${r(x + w * 0.66)} ${r(y + w * 0.14)} ${r(x + w - 12)} ${r(y + w * 0.22)} ${r(x + w - 12)} ${r(spring + 6)} L${r(x + w - 12)} ${r(y + h)}`;
  return `<path d="${d}" fill="${mix(tint, '#fffaf3', 0.84)}"/><path d="${d}" fill="none" stroke="${GOLD.base}" stroke-width="5"/><path d="${inner}" fill="none" stroke="${GOLD.base}" stroke-width="1.6" opacity=".7"/><rect x="${r(x - 10)}" y="${r(y + h - 4)}" width="${r(w + 20)}" height="14" fill="${mix(GOLD.base, '#000000', 0.15)}"/>`;
}

/** A marigold toran: swags of flowers with mango leaves, across the top of a picture. */
export function toran(width: number, y: number, swags: number): string {
  const step = width / swags;
  const parts: string[] = [];
  for (let i = 0; i < swags; i++) {
    const x0 = i * step;
    for (let k = 0; k <= 14; k++) {
      const t = k / 14;
      const x = x0 + t * step;
      const yy = y + Math.sin(Math.PI * t) * step * 0.22;
      const c = k % 3 === 1 ? '#f2b631' : '#e8862a';
      parts.push(`<circle cx="${r(x)}" cy="${r(yy)}" r="${r(step * 0.045)}" fill="${c}"/>`);
      if (k % 2 === 0)
        parts.push(
          `<circle cx="${r(x - 2)}" cy="${r(yy - 2)}" r="${r(step * 0.018)}" fill="#fff3c4" opacity=".7"/>`,
        );
    }
    const mx = x0 + step / 2;
    const my = y + step * 0.22;
    parts.push(
      `<path d="M${r(mx)} ${r(my)} q-${r(step * 0.05)} ${r(step * 0.12)} 0 ${r(step * 0.2)} q${r(step * 0.05)} -${r(step * 0.08)} 0 -${r(step * 0.2)}Z" fill="#3f7a3a"/>`,
      `<circle cx="${r(x0)}" cy="${r(y)}" r="${r(step * 0.06)}" fill="${MAROON}"/>`,
    );
  }
  return `<rect x="0" y="${r(y - 10)}" width="${r(width)}" height="8" fill="${GOLD.base}" opacity=".8"/>${parts.join('')}`;
}

/** An oil lamp with its flame. */
export function diya(x: number, y: number, s = 1): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><ellipse cx="0" cy="-26" rx="14" ry="20" fill="#ffd36b" opacity=".35"/><path d="M0 -40 C7 -30 7 -20 0 -14 C-7 -20 -7 -30 0 -40Z" fill="#f6a623"/><path d="M0 -33 C3 -27 3 -21 0 -17 C-3 -21 -3 -27 0 -33Z" fill="#fff1b8"/><path d="M-28 -12 Q0 -8 28 -12 Q22 10 0 12 Q-22 10 -28 -12Z" fill="#b5532b"/><path d="M-28 -12 Q0 -8 28 -12" fill="none" stroke="${GOLD.base}" stroke-width="2.5"/></g>`;
}

/** A rangoli: rings of petals in festive colours. */
export function rangoli(cx: number, cy: number, size: number): string {
  const rings: [number, number, string][] = [
    [1, 16, MAROON],
    [0.74, 12, '#e8862a'],
    [0.5, 10, '#f2b631'],
    [0.3, 8, '#2c7a6b'],
  ];
  const out: string[] = [
    `<ellipse cx="${cx}" cy="${cy}" rx="${size}" ry="${r(size * 0.42)}" fill="#fff3dc"/>`,
  ];
  for (const [f, n, c] of rings) {
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      const x = cx + Math.cos(a) * size * f * 0.86;
      const y = cy + Math.sin(a) * size * f * 0.36;
      out.push(
        `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(size * 0.08)}" ry="${r(size * 0.035)}" fill="${c}" transform="rotate(${r((a * 180) / Math.PI)} ${r(x)} ${r(y)})"/>`,
      );
    }
  }
  out.push(`<circle cx="${cx}" cy="${cy}" r="${r(size * 0.08)}" fill="${GOLD.base}"/>`);
  return out.join('');
}

/** A potted palm. */
export function plant(x: number, y: number, s = 1): string {
  const leaves = [-60, -35, -12, 12, 35, 60]
    .map(
      (a) =>
        `<path d="M0 -40 q-12 -50 0 -110 q12 60 0 110Z" fill="${a % 2 ? '#3f7a3a' : '#4f8f47'}" transform="rotate(${a} 0 -40)"/>`,
    )
    .join('');
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})">${leaves}<path d="M-30 -44 L30 -44 L22 0 L-22 0Z" fill="#b5532b"/><rect x="-33" y="-50" width="66" height="9" rx="3" fill="#9a4424"/></g>`;
}

/** A vase of roses. */
export function vase(x: number, y: number, s = 1, bloom = '#e88fa0'): string {
  const roses = [
    [-22, -118],
    [0, -132],
    [22, -116],
    [-10, -98],
    [12, -100],
  ]
    .map(
      ([a, b]) =>
        `<circle cx="${a}" cy="${b}" r="12" fill="${bloom}"/><circle cx="${a}" cy="${b}" r="5" fill="${mix(bloom, '#7a1f2b', 0.4)}"/>`,
    )
    .join('');
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><path d="M-4 -60 L-14 -110 M4 -60 L16 -108 M0 -60 L0 -130" stroke="#3f7a3a" stroke-width="3"/>${roses}<path d="M-20 -64 C-34 -40 -26 -8 -14 0 L14 0 C26 -8 34 -40 20 -64Z" fill="#f3efe8" stroke="${GOLD.base}" stroke-width="2"/></g>`;
}

/** A tailor's measuring tape lying in a loose curve. */
export function tape(x: number, y: number, length: number): string {
  const d = `M${x} ${y} c${r(length * 0.2)} -60 ${r(length * 0.45)} 50 ${r(length * 0.7)} 0 s${r(length * 0.25)} -40 ${r(length * 0.3)} 10`;
  return `<path d="${d}" fill="none" stroke="#f2c94c" stroke-width="18" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#5b4a1f" stroke-width="10" stroke-dasharray="1.5 8" opacity=".7"/>`;
}
