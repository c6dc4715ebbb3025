import type { COLOURS } from '@vastra/shared/schemas';

export type Colour = (typeof COLOURS)[number];

/** The shade names a shop writes for each of the shop's ten colour filters. */
export const SHADES: Record<Colour, string[]> = {
  Blue: ['Royal Blue', 'Navy', 'Midnight Blue', 'Sapphire', 'Indigo'],
  Gold: ['Gold', 'Antique Gold', 'Champagne', 'Golden'],
  Black: ['Black', 'Jet Black', 'Onyx'],
  'Light Blue': ['Powder Blue', 'Sky Blue', 'Ice Blue', 'Aqua Blue'],
  Brown: ['Chocolate Brown', 'Coffee', 'Walnut', 'Tan'],
  Orange: ['Saffron', 'Marigold', 'Rust', 'Tangerine'],
  Peach: ['Peach', 'Blush Peach', 'Apricot', 'Coral'],
  Red: ['Maroon', 'Crimson', 'Ruby Red', 'Wine', 'Red'],
  Gray: ['Charcoal', 'Slate Gray', 'Steel Gray', 'Silver Gray'],
  Mint: ['Mint', 'Pista Green', 'Mint Green', 'Sea Mint'],
};

/** How each fabric or work word reads in a description's first sentence. */
const FABRIC_PHRASES: Record<string, string> = {
  Velvet: 'Cut from soft micro-velvet with a deep, rich pile',
  Satin: 'Tailored in smooth satin with a soft evening sheen',
  Jacquard: 'Woven jacquard with a subtle tone-on-tone pattern',
  Textured: 'Textured suiting fabric that holds its shape through a long evening',
  'Italian Wool': 'Italian wool-blend suiting with a fine, breathable weave',
  Sequin: 'Finished with hand-set sequins that catch the light on the dance floor',
  Paisley: 'Jacquard woven with a paisley motif in self thread',
  'Zari Brocade': 'Woven in silk-blend brocade with metallic zari motifs',
  'Silk Brocade': 'Banarasi-style silk brocade with woven floral butis',
  Brocade: 'Woven brocade with a small floral buti all over',
  'Thread-work': 'Art silk with fine resham thread embroidery',
  Embroidered: 'Raw silk with tone-on-tone thread embroidery on the front panels',
  'Mirror-work': 'Cotton-silk with hand-set mirror work outlined in thread',
  Zardozi: 'Raw silk with hand zardozi embroidery in antique gold',
  Bandhani: 'Hand-tied bandhani in pure cotton-silk, dyed in the traditional way',
  Leheriya: 'Leheriya-dyed silk with diagonal waves of colour',
  Silk: 'Pure silk with a natural lustre',
  Zari: 'Silk with a woven zari border and scattered zari butis',
  'Raw Silk': 'Raw silk with a gentle slub and matt lustre',
  Linen: 'Linen blend that stays cool at day functions',
  'Wool Blend': 'Wool-blend suiting, light enough for an Indian winter wedding',
  Checked: 'Suiting with a fine tonal check',
  Herringbone: 'Herringbone weave suiting with quiet texture',
  Tweed: 'Soft tweed with a heathered finish',
  Pinstripe: 'Suiting with a fine chalk pinstripe',
  'Gota Patti': 'Georgette with gota patti appliqué in gold ribbon',
  Banarasi: 'Banarasi silk with woven zari jaal',
  Net: 'Layered soft net over a satin lining',
  Lace: 'French-style lace appliqué over satin',
  Tulle: 'Layers of tulle over a structured satin bodice',
  Pashmina: 'Soft pashmina-blend wool, warm without weight',
  Kani: 'Kani-style weave with paisley all over',
  Pearl: 'Shell pearls strung on silk thread',
  Kundan: 'Kundan stones set in gold-plated silver',
  Beaded: 'Glass beads and gold-tone spacers',
  Layered: 'Three layered strands of beads and pearls',
  Polki: 'Uncut polki-style stones in a gold-plated setting',
  Meenakari: 'Gold-plated metal with meenakari enamel on the reverse',
  Temple: 'Temple-style gold-plated metal with traditional motifs',
};

/**
 * What the piece comes with and how it is made (second sentence), by category; a sentence with
 * `when` only fits nouns it matches (a waistcoat only with a three-piece suit).
 */
const DETAILS: Record<string, { text: string; when?: RegExp }[]> = {
  DST: [
    { text: 'Comes with matching trousers; the jacket has a single-button front and jetted pockets.' },
    { text: 'Sharp lapels, structured shoulders and a pocket square; trousers included.' },
    {
      text: 'Includes trousers and a matching waistcoat for a complete three-piece look.',
      when: /Three-Piece/,
    },
    { text: 'Six-button double-breasted front with peak lapels; trousers included.', when: /Double/ },
  ],
  IWS: [
    { text: 'Mandarin collar, a concealed placket and a zari-bordered hem; comes with churidar and stole.' },
    { text: 'Knee-length cut with side slits, hand-finished buttons and a matching churidar.' },
    { text: 'Styled with an asymmetric front and a draped stole; churidar included.', when: /Indo|Angrakha/ },
  ],
  SFT: [
    { text: 'The set includes a kurta, pyjama and a ready-tied safa with a kalgi brooch.' },
    { text: 'Straight-cut kurta with a matching turban that is tied once and stitched to keep its shape.' },
  ],
  JDP: [
    { text: 'Stand collar, a row of metal buttons and a fitted waist; comes with trousers.' },
    { text: 'Classic bandhgala cut with a brooch and pocket square; trousers included.' },
  ],
  BFS: [
    { text: 'Notch lapels, two-button front and flap pockets; trousers included.', when: /Suit|Slim/ },
    {
      text: 'A versatile blazer that pairs with the matching trousers or with your own chinos.',
      when: /Blazer/,
    },
    { text: 'Six-button front with peak lapels and a clean back vent.', when: /Double/ },
  ],
  SAF: [{ text: 'Ready-tied on a soft inner cap, with a kalgi brooch and a long tail.' }],
  SHL: [{ text: 'Finished with a woven border and hand-knotted fringes.' }],
  MAL: [{ text: 'Long enough to sit at mid-chest over a sherwani; adjustable silk dori.' }],
  CCL: [
    { text: 'Comes with a matching choli and a sheer dupatta with a zari border.' },
    { text: 'Full flare with a deep hem border; choli and dupatta included.' },
    { text: 'A twirl-ready kalidar skirt with a padded choli and a net dupatta.', when: /Chaniya|Navratri/ },
  ],
  WGN: [
    { text: 'Fitted bodice with a lace-up back and a full skirt with a short train.' },
    { text: 'Sweetheart neckline, soft sleeves and a flowing trail.', when: /Trail|Wedding|Reception/ },
    {
      text: 'Off-shoulder neckline with a structured bodice and a full tulle skirt.',
      when: /Off-Shoulder|Ball/,
    },
  ],
  EAR: [{ text: 'Lightweight for all-night wear, with push-back closures.' }],
  BJW: [{ text: 'The set includes a necklace, a pair of earrings and a maang tikka.' }],
};

/** The fit and alteration note (last sentence). */
const FIT: Record<'garment' | 'accessory', string[]> = {
  garment: [
    'Tailored fit with alteration margin at the side seams; our tailors adjust it for your event.',
    'Regular fit; sleeves and length are altered free before delivery.',
    'Slim fit through the chest and waist; a fitting trial is included with every rental.',
  ],
  accessory: [
    'Cleaned and checked after every use, delivered in a padded box.',
    'Pairs with most of our sherwanis and lehengas; ask your relationship manager for a match.',
  ],
};

/** 2–3 sentences on fabric, work and fit, for one piece. */
export function describe(
  categoryCode: string,
  fabric: string,
  noun: string,
  accessory: boolean,
  pick: <T>(items: readonly T[]) => T,
): string {
  const first = FABRIC_PHRASES[fabric]
    ? `${FABRIC_PHRASES[fabric]}.`
    : `A classic ${noun.toLowerCase()} in a clean, plain weave.`;
  const details = (DETAILS[categoryCode] ?? []).filter((d) => !d.when || d.when.test(noun));
  const second = details.length ? pick(details).text : '';
  const third = pick(FIT[accessory ? 'accessory' : 'garment']);
  return [first, second, third].filter(Boolean).join(' ');
}
