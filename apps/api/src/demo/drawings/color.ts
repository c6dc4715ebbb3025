/** Colours of the drawings: a product's shade name or colour becomes a set of tones. */

export type Tone = {
  base: string;
  /** Folds and outlines. */
  dark: string;
  deep: string;
  light: string;
  pale: string;
  /** Pattern ink that reads on the base: lighter on dark cloth, darker on light cloth. */
  ink: string;
  isDark: boolean;
};

export type Metal = { base: string; light: string; dark: string };

export const IVORY = '#fffaf3';
export const MAROON = '#7a1f2b';
export const GOLD: Metal = { base: '#c9a04a', light: '#f0d894', dark: '#8a6428' };
const SILVER: Metal = { base: '#c4c8d0', light: '#f1f3f6', dark: '#858b96' };
const COPPER: Metal = { base: '#a8682e', light: '#dca66a', dark: '#6b3d18' };

/** Shade names used in product names (seed/catalog-words.ts) and their cloth colour. */
const SHADE_HEX: Record<string, string> = {
  'Royal Blue': '#2a4aa6',
  Navy: '#1d2b52',
  'Midnight Blue': '#1a2250',
  Sapphire: '#1f52a3',
  Indigo: '#313785',
  Blue: '#2c4d9c',
  Gold: '#caa04c',
  'Antique Gold': '#b38b42',
  Champagne: '#e4d0a2',
  Golden: '#d5a848',
  Black: '#211f21',
  'Jet Black': '#171617',
  Onyx: '#2b2b30',
  'Powder Blue': '#a9c7e4',
  'Sky Blue': '#86b9e1',
  'Ice Blue': '#c3dbec',
  'Aqua Blue': '#78c0d6',
  'Light Blue': '#9dc4e5',
  'Chocolate Brown': '#4f3123',
  Coffee: '#6b4a36',
  Walnut: '#7b5334',
  Tan: '#b38658',
  Brown: '#6c4631',
  Saffron: '#e8862a',
  Marigold: '#eca22c',
  Rust: '#b5532b',
  Tangerine: '#f08b3c',
  Orange: '#e27c30',
  Peach: '#f3b597',
  'Blush Peach': '#f2c2ad',
  Apricot: '#f1aa78',
  Coral: '#ee8e7b',
  Maroon: '#7a1f2b',
  Crimson: '#b1212f',
  'Ruby Red': '#9e1b33',
  Wine: '#6b1a2f',
  Red: '#b62b2b',
  Charcoal: '#3b3d42',
  'Slate Gray': '#6b7280',
  'Steel Gray': '#7e8690',
  'Silver Gray': '#a8acb3',
  Silver: '#babdc4',
  Gray: '#82858b',
  Mint: '#a9dcc6',
  'Pista Green': '#b6d69b',
  'Mint Green': '#99d4b6',
  'Sea Mint': '#90cfc1',
};

/** Each of the shop's ten colour filters maps to one of the shades above. */
const COLOUR_SHADE: Record<string, string> = {
  Blue: 'Royal Blue',
  Gold: 'Gold',
  Black: 'Black',
  'Light Blue': 'Light Blue',
  Brown: 'Brown',
  Orange: 'Saffron',
  Peach: 'Peach',
  Red: 'Maroon',
  Gray: 'Gray',
  Mint: 'Mint',
};

const SHADES_LONGEST_FIRST = Object.keys(SHADE_HEX).sort((a, b) => b.length - a.length);

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** a mixed toward b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function tone(hex: string): Tone {
  const isDark = luminance(hex) < 0.42;
  return {
    base: hex,
    dark: mix(hex, '#000000', isDark ? 0.3 : 0.22),
    deep: mix(hex, '#000000', isDark ? 0.55 : 0.45),
    light: mix(hex, '#ffffff', 0.3),
    pale: mix(hex, '#ffffff', 0.72),
    ink: isDark ? mix(hex, '#ffffff', 0.32) : mix(hex, '#000000', 0.2),
    isDark,
  };
}

/** The colour a shade name or colour stands for; unknown words fall back to maroon. */
export function shadeHex(nameOrColour: string): string {
  return SHADE_HEX[nameOrColour] ?? SHADE_HEX[COLOUR_SHADE[nameOrColour] ?? ''] ?? MAROON;
}

/**
 * The first and second cloth colours of a product, read from its name ('Navy & Gold Brocade
 * Sherwani') where the name starts with a known shade, else from its colours.
 */
export function productShades(name: string, colours: string[]): [string, string | null] {
  const lead = SHADES_LONGEST_FIRST.find((s) => name.startsWith(`${s} `));
  const rest = lead ? name.slice(lead.length) : '';
  const second = rest.startsWith(' & ')
    ? SHADES_LONGEST_FIRST.find((s) => rest.slice(3).startsWith(`${s} `))
    : undefined;
  const first = lead ? SHADE_HEX[lead]! : shadeHex(colours[0] ?? 'Red');
  const other = second ? SHADE_HEX[second]! : colours[1] ? shadeHex(colours[1]) : null;
  return [first, other];
}

/** Gold-coloured (hue 36-60°, saturated): gold zari or gold stones would vanish on it. */
export function isGoldish(hex: string): boolean {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const hue = max === r && max > min ? (60 * (g - b)) / (max - min) : -1;
  return hue >= 36 && hue <= 60 && (max - min) / max > 0.25;
}

/** Zari metal for a cloth: gold by default, silver on cool pale cloth, copper on gold cloth. */
export function metalFor(hex: string, seed: number): Metal {
  const [r, g, b] = channels(hex);
  if (isGoldish(hex)) return COPPER;
  const cool = b >= r && luminance(hex) > 0.5;
  const grey = Math.abs(r - g) < 12 && Math.abs(g - b) < 14 && luminance(hex) > 0.3;
  if ((cool || grey) && seed % 3 !== 0) return SILVER;
  return GOLD;
}
