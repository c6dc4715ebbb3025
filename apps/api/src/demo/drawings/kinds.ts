import { productShades, shadeHex } from './color.ts';
import { type Fabric, fabricFromName, type Look, makeLook } from './fabric.ts';
import { safa, safaSet } from './headwear.ts';
import { bridalJewellery, earrings, mala } from './jewellery.ts';
import { jodhpuri, sherwani } from './men-coats.ts';
import { blazer, suit } from './men-suits.ts';
import { hashString } from './random.ts';
import type { Drawing } from './shapes.ts';
import { shawl } from './shawl.ts';
import { gown, lehenga } from './women.ts';

export type KindName =
  | 'sherwani'
  | 'suit'
  | 'jodhpuri'
  | 'blazer'
  | 'safaSet'
  | 'safa'
  | 'shawl'
  | 'mala'
  | 'lehenga'
  | 'gown'
  | 'earrings'
  | 'bridal';

/** One garment family: how to draw it, where its close-up looks, its usual cloth. */
export type Kind = {
  draw: (look: Look, view: 'front' | 'back') => Drawing;
  focus: [number, number];
  zoom: number;
  fabric: Fabric;
  /** Second cloth when the product has one colour (stole, tie, dupatta, stones...). */
  second: string;
};

export const KINDS: Record<KindName, Kind> = {
  sherwani: { draw: sherwani, focus: [200, 130], zoom: 2.3, fabric: 'brocade', second: '#d9c08a' },
  suit: { draw: suit, focus: [200, 150], zoom: 2.2, fabric: 'sheen', second: '#9aa0a8' },
  jodhpuri: { draw: jodhpuri, focus: [200, 140], zoom: 2.3, fabric: 'damask', second: '#d9c08a' },
  blazer: { draw: blazer, focus: [200, 150], zoom: 2.2, fabric: 'tweed', second: '#7a1f2b' },
  safaSet: { draw: safaSet, focus: [200, 90], zoom: 2.3, fabric: 'bandhani', second: '#efe6d2' },
  safa: { draw: safa, focus: [200, 190], zoom: 2, fabric: 'bandhani', second: '#a3182e' },
  shawl: { draw: shawl, focus: [200, 290], zoom: 2.2, fabric: 'paisley', second: '#caa04c' },
  mala: { draw: mala, focus: [200, 370], zoom: 2, fabric: 'plain', second: '#caa04c' },
  lehenga: { draw: lehenga, focus: [200, 420], zoom: 2.1, fabric: 'butis', second: '#dcc07a' },
  gown: { draw: gown, focus: [200, 140], zoom: 2.4, fabric: 'lace', second: '#f2e6d0' },
  earrings: { draw: earrings, focus: [110, 210], zoom: 1.7, fabric: 'plain', second: '#caa04c' },
  bridal: { draw: bridalJewellery, focus: [200, 270], zoom: 1.8, fabric: 'plain', second: '#caa04c' },
};

const BY_CATEGORY: Record<string, KindName> = {
  DST: 'suit',
  IWS: 'sherwani',
  SFT: 'safaSet',
  JDP: 'jodhpuri',
  BFS: 'blazer',
  SAF: 'safa',
  SHL: 'shawl',
  MAL: 'mala',
  CCL: 'lehenga',
  WGN: 'gown',
  EAR: 'earrings',
  BJW: 'bridal',
};

/** Words in a category's slug or name, for categories staff add later. */
const BY_WORD: [RegExp, KindName][] = [
  [/sherwani|achkan|indo/i, 'sherwani'],
  [/tux|suit/i, 'suit'],
  [/jodhpuri|bandhgala/i, 'jodhpuri'],
  [/blazer/i, 'blazer'],
  [/safa|feta|pagdi|turban/i, 'safa'],
  [/shawl|stole|dushala/i, 'shawl'],
  [/mala|haar|necklace/i, 'mala'],
  [/earring|jhumka/i, 'earrings'],
  [/jewel/i, 'bridal'],
  [/gown/i, 'gown'],
  [/lehenga|choli|chaniya/i, 'lehenga'],
];

export function kindOf(category: { code: string; slug?: string; name?: string; grp?: number }): KindName {
  const known = BY_CATEGORY[category.code];
  if (known) return known;
  const text = `${category.slug ?? ''} ${category.name ?? ''}`;
  return BY_WORD.find(([re]) => re.test(text))?.[1] ?? (category.grp === 2 ? 'lehenga' : 'sherwani');
}

/** The look of a product: its colours (shade names first), its fabric words, its code's hash. */
export function productLook(
  id: string,
  kind: KindName,
  product: { code: string; name: string; colours: string[] },
): Look {
  const [main, second] = productShades(product.name, product.colours);
  const k = KINDS[kind];
  const fabric = fabricFromName(product.name, k.fabric);
  return makeLook(id, main, second ?? k.second, fabric, hashString(product.code), product.name);
}

/** A look for compositions (category tiles, slides, blog pictures): shade names and a fabric. */
export function styledLook(id: string, shade: string, second: string, fabric: Fabric, words: string): Look {
  return makeLook(id, shadeHex(shade), shadeHex(second), fabric, hashString(words + shade), words);
}
