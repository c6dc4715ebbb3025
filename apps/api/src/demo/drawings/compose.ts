import { GOLD, MAROON, mix } from './color.ts';
import { arch, diya, plant, rangoli, tape, toran, vase } from './decor.ts';
import { type Fabric, type Look, lookDefs } from './fabric.ts';
import { KINDS, type KindName, styledLook } from './kinds.ts';
import { type Box, closeUp, type Frame, ground, heroBox, place } from './scene.ts';

/** A picture's markup before it becomes an SVG document: defs and body. */
export type Picture = { defs: string; body: string };

/** One product picture: 1 front, 2 back (or display tray), 3 close-up of the work. */
export function productPicture(kind: KindName, look: Look, view: number, frame: Frame): Picture {
  const k = KINDS[kind];
  const drawing = k.draw(look, view === 2 ? 'back' : 'front');
  const body = view === 3 ? closeUp(drawing, frame, k.focus, k.zoom) : place(drawing, heroBox(frame));
  return { defs: lookDefs(look), body: ground(frame) + body };
}

type Piece = [KindName, string, string, Fabric, string];

/** The signature piece of each category's tile. */
const TILE: Record<string, Piece> = {
  DST: ['suit', 'Midnight Blue', 'Gold', 'sheen', 'Tuxedo'],
  IWS: ['sherwani', 'Maroon', 'Gold', 'brocade', 'Groom Sherwani'],
  SFT: ['safaSet', 'Saffron', 'Champagne', 'bandhani', 'Safa Kurta Set'],
  JDP: ['jodhpuri', 'Black', 'Gold', 'damask', 'Bandhgala'],
  BFS: ['blazer', 'Tan', 'Navy', 'check', 'Blazer'],
  SAF: ['safa', 'Crimson', 'Gold', 'leheriya', 'Safa'],
  SHL: ['shawl', 'Maroon', 'Gold', 'paisley', 'Kani Shawl'],
  MAL: ['mala', 'Ruby Red', 'Gold', 'plain', 'Pearl Layered Mala'],
  CCL: ['lehenga', 'Crimson', 'Gold', 'butis', 'Bridal Lehenga'],
  WGN: ['gown', 'Blush Peach', 'Gold', 'sequin', 'Wedding Gown'],
  EAR: ['earrings', 'Ruby Red', 'Gold', 'plain', 'Jhumka Earrings'],
  BJW: ['bridal', 'Crimson', 'Gold', 'plain', 'Kundan Bridal Set'],
};

/** Pieces set in arches side by side, as many as the frame's width allows. */
function gallery(
  frame: Frame,
  pieces: Piece[],
  opts: { top: number; bottom: number; garland: boolean },
): Picture {
  const n = Math.max(1, Math.min(pieces.length, Math.round(frame.w / 540)));
  // The middle of the list is the hero; wider frames add pieces on both sides.
  const start = Math.floor((pieces.length - n) / 2);
  const shown = pieces.slice(start, start + n);
  const slot = frame.w / n;
  const defs: string[] = [];
  const body: string[] = [ground(frame)];
  body.push(
    `<rect y="${frame.h - opts.bottom}" width="${frame.w}" height="${opts.bottom}" fill="${mix(MAROON, '#000000', 0.1)}"/>`,
  );
  body.push(`<rect y="${frame.h - opts.bottom}" width="${frame.w}" height="6" fill="${GOLD.base}"/>`);
  shown.forEach(([kind, shade, second, fabric, words], i) => {
    const look = styledLook(`g${i}`, shade, second, fabric, words);
    defs.push(lookDefs(look));
    const w = Math.min(slot * (n === 1 ? 0.86 : 0.8), n === 1 ? 720 : 470);
    const x = slot * i + (slot - w) / 2;
    const archBox: Box = { x, y: opts.top, w, h: frame.h - opts.bottom - opts.top };
    body.push(arch(archBox, look.main.base));
    const inner: Box = { x: x + w * 0.02, y: opts.top + w * 0.14, w: w * 0.96, h: archBox.h - w * 0.14 - 4 };
    body.push(place(KINDS[kind].draw(look, 'front'), inner));
  });
  if (opts.garland) body.push(toran(frame.w, 40, Math.max(3, Math.round(frame.w / 260))));
  return { defs: defs.join(''), body: body.join('') };
}

/** A category tile: its signature piece in an arch. */
export function categoryPicture(code: string, kind: KindName, frame: Frame): Picture {
  const piece = TILE[code] ?? ([kind, 'Maroon', 'Gold', KINDS[kind].fabric, ''] as Piece);
  return gallery(frame, [piece], { top: 50, bottom: 60, garland: false });
}

const SLIDES: Piece[][] = [
  [
    ['lehenga', 'Peach', 'Mint', 'mirror', 'Lehenga'],
    ['sherwani', 'Navy', 'Gold', 'paisley', 'Angrakha Sherwani'],
    ['sherwani', 'Champagne', 'Maroon', 'brocade', 'Groom Sherwani'],
    ['lehenga', 'Crimson', 'Gold', 'butis', 'Bridal Lehenga'],
    ['jodhpuri', 'Wine', 'Gold', 'damask', 'Bandhgala'],
  ],
  [
    ['blazer', 'Charcoal', 'Wine', 'pinstripe', 'Blazer'],
    ['gown', 'Ice Blue', 'Silver', 'lace', 'Off-Shoulder Gown'],
    ['suit', 'Midnight Blue', 'Gold', 'sheen', 'Tuxedo'],
    ['gown', 'Blush Peach', 'Gold', 'sequin', 'Wedding Gown'],
    ['suit', 'Black', 'Gold', 'sheen', 'Shawl-Lapel Tuxedo'],
  ],
  [
    ['mala', 'Ruby Red', 'Gold', 'plain', 'Pearl Layered Mala'],
    ['safa', 'Saffron', 'Crimson', 'bandhani', 'Safa'],
    ['bridal', 'Crimson', 'Gold', 'plain', 'Kundan Bridal Set'],
    ['earrings', 'Mint Green', 'Gold', 'plain', 'Jhumka Earrings'],
    ['shawl', 'Maroon', 'Gold', 'paisley', 'Kani Shawl'],
  ],
];

/** Home slides 1-3: wedding, reception, accessories. */
export function slidePicture(n: number, frame: Frame): Picture | null {
  const pieces = SLIDES[n - 1];
  if (!pieces) return null;
  return gallery(frame, pieces, { top: 140, bottom: 70, garland: true });
}

/** Props in front of a blog picture's gallery. */
const BLOG_PROPS: ((frame: Frame) => string)[] = [
  () => '',
  (f) => diya(f.w * 0.08, f.h - 90, 1.4) + diya(f.w * 0.92, f.h - 90, 1.4),
  (f) => plant(70, f.h - 60, 1.3) + plant(f.w - 70, f.h - 60, 1.3),
  (f) => vase(70, f.h - 60, 1.3) + vase(f.w - 70, f.h - 60, 1.3, '#f4c6a8'),
  (f) => tape(20, f.h - 40, f.w * 0.35),
  (f) => rangoli(f.w / 2, f.h - 34, 160) + diya(f.w * 0.2, f.h - 30) + diya(f.w * 0.8, f.h - 30),
  (f) => plant(70, f.h - 60, 1.2) + vase(f.w - 70, f.h - 60, 1.2),
  (f) => diya(f.w * 0.06, f.h - 80, 1.2) + tape(f.w * 0.6, f.h - 36, f.w * 0.35),
];

const BLOGS: Piece[][] = [
  [SLIDES[0]![2]!, SLIDES[0]![3]!],
  [SLIDES[2]![2]!, SLIDES[2]![0]!, SLIDES[2]![3]!],
  [
    ['safa', 'Saffron', 'Crimson', 'bandhani', 'Safa'],
    ['safa', 'Ruby Red', 'Gold', 'leheriya', 'Feta'],
    ['safa', 'Marigold', 'Maroon', 'butis', 'Jodhpuri Safa'],
  ],
  [SLIDES[1]![1]!, SLIDES[1]![3]!],
  [SLIDES[1]![0]!, SLIDES[1]![2]!, ['suit', 'Royal Blue', 'Silver', 'damask', 'Double-Breasted Suit']],
  [['lehenga', 'Tangerine', 'Royal Blue', 'bandhani', 'Navratri Chaniya Choli'], SLIDES[0]![0]!],
  [
    SLIDES[2]![4]!,
    ['shawl', 'Pista Green', 'Gold', 'butis', 'Zari Stole'],
    ['shawl', 'Navy', 'Red', 'sheen', 'Velvet Dushala'],
  ],
  [SLIDES[0]![4]!, ['blazer', 'Tan', 'Royal Blue', 'check', 'Blazer']],
];

/** Blog pictures 1-8: festive and wedding compositions. */
export function blogPicture(n: number, frame: Frame): Picture | null {
  const pieces = BLOGS[n - 1];
  if (!pieces) return null;
  const pic = gallery(frame, pieces, { top: n % 2 ? 130 : 60, bottom: 90, garland: n % 2 === 1 });
  return { defs: pic.defs, body: pic.body + BLOG_PROPS[n - 1]!(frame) };
}
