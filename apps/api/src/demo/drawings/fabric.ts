import { type Metal, metalFor, mix, type Tone, tone } from './color.ts';

export type Fabric =
  | 'brocade'
  | 'paisley'
  | 'butis'
  | 'floral'
  | 'mirror'
  | 'sequin'
  | 'bandhani'
  | 'leheriya'
  | 'check'
  | 'pinstripe'
  | 'herringbone'
  | 'damask'
  | 'lace'
  | 'gota'
  | 'tweed'
  | 'sheen'
  | 'plain';

/** Everything a garment drawing needs: ids of its defs, its two cloths and its metal. */
export type Look = {
  /** Prefix of this look's pattern and gradient ids (unique within one SVG). */
  id: string;
  main: Tone;
  second: Tone;
  metal: Metal;
  fabric: Fabric;
  /** Per-product variation (button count, stole or not...). */
  seed: number;
  /** Words of the product name, for garment variants ('Tuxedo', 'Double-Breasted'). */
  words: string;
};

/** Fabric or work words in product names, in order of precedence. */
const FABRIC_WORDS: [RegExp, Fabric][] = [
  [/mirror/i, 'mirror'],
  [/sequin/i, 'sequin'],
  [/bandhani/i, 'bandhani'],
  [/leheriya/i, 'leheriya'],
  [/paisley|kani/i, 'paisley'],
  [/brocade|banarasi/i, 'brocade'],
  [/jacquard/i, 'damask'],
  [/thread|embroider|zardozi/i, 'floral'],
  [/gota/i, 'gota'],
  [/zari/i, 'butis'],
  [/lace|net|tulle/i, 'lace'],
  [/check/i, 'check'],
  [/pinstripe/i, 'pinstripe'],
  [/herringbone/i, 'herringbone'],
  [/tweed|textured/i, 'tweed'],
  [/velvet|satin|silk/i, 'sheen'],
];

export function fabricFromName(name: string, fallback: Fabric): Fabric {
  return FABRIC_WORDS.find(([re]) => re.test(name))?.[1] ?? fallback;
}

export function makeLook(
  id: string,
  main: string,
  second: string,
  fabric: Fabric,
  seed: number,
  words = '',
): Look {
  return { id, main: tone(main), second: tone(second), metal: metalFor(main, seed), fabric, seed, words };
}

const pattern = (id: string, w: number, h: number, body: string, extra = '') =>
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;

const PAISLEY = 'M0 -9 C7 -9 9 -2 6 4 C3 9 -4 11 -7 7 C-10 3 -6 -1 -2 0 C1 1 2 -3 0 -9Z';
const FLOWER4 = 'M0 -5 Q2 -2 5 0 Q2 2 0 5 Q-2 2 -5 0 Q-2 -2 0 -5Z';

/** The motif tile of one fabric on a cloth tone. */
function motif(
  f: Fabric,
  t: Tone,
  m: Metal,
  second: Tone,
): { w: number; h: number; body: string; extra?: string } {
  const ink = t.ink;
  switch (f) {
    case 'brocade':
      return {
        w: 30,
        h: 30,
        body: `<path d="M15 0 L30 15 L15 30 L0 15Z" fill="none" stroke="${m.base}" stroke-width="0.9" opacity=".55"/><path d="${FLOWER4}" transform="translate(15 15) scale(1.15)" fill="${m.base}"/><circle cx="15" cy="15" r="1.3" fill="${m.light}"/><path d="${FLOWER4}" transform="scale(.6)" fill="${ink}" opacity=".6"/><path d="${FLOWER4}" transform="translate(30 30) scale(.6)" fill="${ink}" opacity=".6"/><path d="${FLOWER4}" transform="translate(30 0) scale(.6)" fill="${ink}" opacity=".6"/><path d="${FLOWER4}" transform="translate(0 30) scale(.6)" fill="${ink}" opacity=".6"/>`,
      };
    case 'paisley':
      return {
        w: 36,
        h: 36,
        body: `<g fill="${ink}" opacity=".55"><path d="${PAISLEY}" transform="translate(10 11) rotate(-20)"/><path d="${PAISLEY}" transform="translate(28 29) rotate(160)"/></g><g fill="${m.base}" opacity=".9"><circle cx="9" cy="9" r="1.6"/><circle cx="29" cy="31" r="1.6"/><circle cx="29" cy="9" r="1"/><circle cx="9" cy="29" r="1"/></g>`,
      };
    case 'butis':
      return {
        w: 26,
        h: 26,
        body: `<path d="${FLOWER4}" transform="translate(7 7) scale(.8)" fill="${m.base}"/><path d="${FLOWER4}" transform="translate(20 20) scale(.55)" fill="${m.light}" opacity=".85"/>`,
      };
    case 'floral':
      return {
        w: 44,
        h: 44,
        body: `<path d="M0 30 C10 20 16 36 26 24 S40 14 44 22" fill="none" stroke="${ink}" stroke-width="1.1" opacity=".6"/><g fill="${ink}" opacity=".5"><ellipse cx="12" cy="25" rx="4" ry="1.8" transform="rotate(-35 12 25)"/><ellipse cx="33" cy="20" rx="4" ry="1.8" transform="rotate(30 33 20)"/></g><g fill="${m.base}"><circle cx="22" cy="28" r="2.2"/><circle cx="19.6" cy="26.2" r="1.6"/><circle cx="24.4" cy="26.2" r="1.6"/><circle cx="20.5" cy="30.6" r="1.6"/><circle cx="23.5" cy="30.6" r="1.6"/></g><circle cx="22" cy="28" r="1" fill="${m.light}"/><circle cx="6" cy="8" r="1.4" fill="${m.base}" opacity=".8"/><circle cx="38" cy="38" r="1.4" fill="${m.base}" opacity=".8"/>`,
      };
    case 'mirror':
      return {
        w: 26,
        h: 26,
        body: `<circle cx="13" cy="13" r="4.2" fill="${m.base}"/><circle cx="13" cy="13" r="3" fill="#eef2f6"/><circle cx="12" cy="12" r="1" fill="#ffffff"/><g fill="${ink}" opacity=".7"><circle cx="0" cy="0" r="1.6"/><circle cx="26" cy="0" r="1.6"/><circle cx="0" cy="26" r="1.6"/><circle cx="26" cy="26" r="1.6"/></g><path d="M13 4 L13 7 M13 19 L13 22 M4 13 L7 13 M19 13 L22 13" stroke="${second.base}" stroke-width="1.2"/>`,
      };
    case 'sequin':
      return {
        w: 18,
        h: 18,
        body: `<g fill="#ffffff" opacity=".55"><circle cx="3" cy="4" r="1.3"/><circle cx="12" cy="7" r="1"/><circle cx="7" cy="14" r="1.4"/><circle cx="15" cy="15" r=".8"/></g><g fill="${m.light}" opacity=".7"><circle cx="9" cy="2" r=".8"/><circle cx="1" cy="11" r=".9"/></g>`,
      };
    case 'bandhani': {
      const dot = t.isDark ? '#fff4dc' : '#ffffff';
      return {
        w: 16,
        h: 16,
        body: `<g fill="${dot}" opacity=".85"><circle cx="4" cy="4" r="1"/><circle cx="7" cy="4" r="1"/><circle cx="4" cy="7" r="1"/><circle cx="7" cy="7" r="1"/></g><circle cx="13" cy="13" r="1.2" fill="${m.light}"/>`,
      };
    }
    case 'leheriya':
      return {
        w: 14,
        h: 14,
        extra: ' patternTransform="rotate(38)"',
        body: `<rect y="0" width="14" height="3" fill="${t.light}"/><rect y="6" width="14" height="2" fill="${second.base}" opacity=".8"/><rect y="10" width="14" height="1.4" fill="${m.light}" opacity=".8"/>`,
      };
    case 'check':
      return {
        w: 24,
        h: 24,
        body: `<g stroke="${ink}" opacity=".35"><path d="M0 .5 H24 M.5 0 V24" stroke-width="1.2"/><path d="M0 12 H24 M12 0 V24" stroke-width=".6"/></g>`,
      };
    case 'pinstripe':
      return { w: 10, h: 10, body: `<path d="M5 0 V10" stroke="${ink}" stroke-width=".6" opacity=".55"/>` };
    case 'herringbone':
      return {
        w: 12,
        h: 12,
        body: `<path d="M0 0 L6 6 L0 12 M6 0 L12 6 L6 12" fill="none" stroke="${ink}" stroke-width=".7" opacity=".35"/>`,
      };
    case 'damask':
      return {
        w: 36,
        h: 44,
        body: `<path d="M18 0 C30 8 30 14 18 22 C6 30 6 36 18 44 M18 0 C6 8 6 14 18 22 C30 30 30 36 18 44" fill="none" stroke="${ink}" stroke-width="1" opacity=".45"/><path d="${FLOWER4}" transform="translate(18 22) scale(.9)" fill="${ink}" opacity=".45"/><path d="${FLOWER4}" transform="translate(0 0) scale(.9)" fill="${m.base}" opacity=".7"/><path d="${FLOWER4}" transform="translate(36 0) scale(.9)" fill="${m.base}" opacity=".7"/><path d="${FLOWER4}" transform="translate(0 44) scale(.9)" fill="${m.base}" opacity=".7"/><path d="${FLOWER4}" transform="translate(36 44) scale(.9)" fill="${m.base}" opacity=".7"/>`,
      };
    case 'lace':
      return {
        w: 20,
        h: 20,
        body: `<g fill="none" stroke="#ffffff" stroke-width=".8" opacity=".45"><circle cx="10" cy="10" r="6"/><circle cx="0" cy="0" r="4"/><circle cx="20" cy="0" r="4"/><circle cx="0" cy="20" r="4"/><circle cx="20" cy="20" r="4"/></g><circle cx="10" cy="10" r="1.2" fill="#ffffff" opacity=".6"/>`,
      };
    case 'gota':
      return {
        w: 28,
        h: 28,
        body: `<g fill="${m.base}"><ellipse cx="9" cy="8" rx="3.6" ry="1.6" transform="rotate(-40 9 8)"/><ellipse cx="13" cy="8" rx="3.6" ry="1.6" transform="rotate(40 13 8)"/><ellipse cx="23" cy="22" rx="2.6" ry="1.2" transform="rotate(-40 23 22)"/></g>`,
      };
    case 'tweed':
      return {
        w: 9,
        h: 9,
        body: `<g fill="${ink}" opacity=".35"><rect x="1" y="2" width="2" height="1"/><rect x="5" y="6" width="2" height="1"/><rect x="6" y="1" width="1" height="1"/></g>`,
      };
    default:
      return { w: 10, h: 10, body: '' };
  }
}

/** One zari band tile: reads the same along a hem, a placket or a cuff. */
function zariTile(m: Metal): string {
  return `<rect width="14" height="14" fill="${m.base}"/><path d="M7 1.5 L12.5 7 L7 12.5 L1.5 7Z" fill="${m.dark}" opacity=".8"/><path d="M7 4.5 L9.5 7 L7 9.5 L4.5 7Z" fill="${m.light}"/><circle cx="0" cy="0" r="1.2" fill="${m.light}"/><circle cx="14" cy="14" r="1.2" fill="${m.light}"/><circle cx="14" cy="0" r="1.2" fill="${m.light}"/><circle cx="0" cy="14" r="1.2" fill="${m.light}"/>`;
}

/**
 * The defs of one look: `#{id}-fab` the main cloth, `#{id}-fab2` the second cloth, `#{id}-zari`
 * borders, `#{id}-vol` a side-to-side shading that turns a flat shape into a body, `#{id}-fall`
 * top-to-bottom shading for long skirts.
 */
export function lookDefs(look: Look): string {
  const { id, main, second, metal, fabric } = look;
  const tile = motif(fabric, main, metal, second);
  const shine = fabric === 'sheen' ? 0.2 : main.isDark ? 0.12 : 0.16;
  const shade = main.isDark ? 0.28 : 0.2;
  const secondMotif = fabric === 'sequin' || fabric === 'lace' ? motif(fabric, second, metal, main) : null;
  return [
    pattern(
      `${id}-fab`,
      tile.w,
      tile.h,
      `<rect width="${tile.w}" height="${tile.h}" fill="${main.base}"/>${tile.body}`,
      tile.extra,
    ),
    pattern(
      `${id}-fab2`,
      secondMotif?.w ?? 10,
      secondMotif?.h ?? 10,
      `<rect width="${secondMotif?.w ?? 10}" height="${secondMotif?.h ?? 10}" fill="${second.base}"/>${secondMotif?.body ?? ''}`,
    ),
    pattern(`${id}-zari`, 14, 14, zariTile(metal)),
    `<linearGradient id="${id}-vol" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="${shade + 0.06}"/><stop offset=".16" stop-color="#000" stop-opacity="${shade * 0.3}"/><stop offset=".38" stop-color="#fff" stop-opacity="${shine}"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset=".84" stop-color="#000" stop-opacity="${shade * 0.45}"/><stop offset="1" stop-color="#000" stop-opacity="${shade + 0.1}"/></linearGradient>`,
    `<linearGradient id="${id}-fall" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${shade * 0.6}"/></linearGradient>`,
    `<linearGradient id="${id}-metal" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${metal.light}"/><stop offset=".5" stop-color="${metal.base}"/><stop offset="1" stop-color="${metal.dark}"/></linearGradient>`,
  ].join('');
}

/** A pale version of a tone, e.g. a churidar or shirt next to the main cloth. */
export const paler = (t: Tone, by = 0.6) => tone(mix(t.base, '#fffaf0', by));
