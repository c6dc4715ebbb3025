import { SIZE_LABELS } from '@vastra/shared/schemas';
import type { categories, sizeOptions } from '../db/schema/index.ts';

type CategoryRow = typeof categories.$inferInsert;

/**
 * One demo category with what the product generator needs: the names a shop uses for its
 * pieces, the fabrics they come in, the rent range and how many pieces to make.
 */
export type CategoryPlan = {
  row: CategoryRow & { code: string; name: string; grp: 1 | 2 };
  /** Garment words, e.g. 'Sherwani', 'Achkan'. */
  nouns: string[];
  /** Fabric or work words placed before the noun; '' = none. */
  fabrics: string[];
  /** Base rent range for 4 days, rupees. */
  rent: [number, number];
  rentals: number;
  sales: number;
  /** Relative weight of each of the ten colours (shared COLOURS order). */
  colourWeights: number[];
};

const cat = (
  code: string,
  slug: string,
  name: string,
  grp: 1 | 2,
  isAccessory: boolean,
  intro: string,
  sortOrder: number,
) => ({ code, slug, name, grp, isAccessory, intro, image: `c/${code}`, sortOrder });

//                Blue Gold Black LBlue Brown Orange Peach Red Gray Mint
const SUITING = [6, 1, 6, 3, 4, 0, 1, 2, 6, 1];
const ETHNIC = [4, 6, 2, 2, 2, 3, 4, 5, 1, 3];
const BRIDAL = [2, 4, 1, 2, 0, 3, 6, 7, 1, 4];
const GOWNS = [3, 4, 2, 4, 0, 0, 6, 4, 2, 4];
const TURBAN = [1, 3, 0, 1, 0, 7, 4, 6, 0, 1];
const STONES = [3, 6, 1, 1, 0, 0, 3, 5, 1, 4];

export const CATEGORY_PLANS: CategoryPlan[] = [
  {
    row: cat(
      'DST',
      'designer-suit-tuxedo',
      'Designer Suit / Tuxedo',
      1,
      false,
      'Tuxedos and designer suits for the reception and the cocktail night, tailored to fit and altered free for your date.',
      1,
    ),
    nouns: [
      'Tuxedo',
      'Designer Suit',
      'Shawl-Lapel Tuxedo',
      'Three-Piece Suit',
      'Peak-Lapel Suit',
      'Double-Breasted Suit',
    ],
    fabrics: ['Velvet', 'Satin', 'Jacquard', 'Textured', 'Italian Wool', 'Sequin', 'Paisley', ''],
    rent: [1500, 6000],
    rentals: 62,
    sales: 12,
    colourWeights: SUITING,
  },
  {
    row: cat(
      'IWS',
      'indo-western-sherwani',
      'Indo-Western / Sherwani',
      1,
      false,
      'Sherwanis, achkans and Indo-Western sets for the groom and his family, with churidar and stole to match.',
      2,
    ),
    nouns: ['Sherwani', 'Achkan', 'Indo-Western', 'Angrakha Sherwani', 'Kurta Jacket Set', 'Groom Sherwani'],
    fabrics: [
      'Zari Brocade',
      'Silk Brocade',
      'Paisley',
      'Thread-work',
      'Mirror-work',
      'Velvet',
      'Jacquard',
      'Zardozi',
    ],
    rent: [2500, 15000],
    rentals: 72,
    sales: 12,
    colourWeights: ETHNIC,
  },
  {
    row: cat(
      'SFT',
      'safa-feta',
      'Safa / Feta',
      1,
      false,
      'Kurta sets with a matching ready-tied safa or feta, for the baraat and the haldi morning.',
      3,
    ),
    nouns: ['Safa Kurta Set', 'Feta Kurta Set', 'Rajwadi Safa Set', 'Pagdi Kurta Set'],
    fabrics: ['Bandhani', 'Leheriya', 'Silk', 'Zari', ''],
    rent: [800, 2500],
    rentals: 26,
    sales: 3,
    colourWeights: TURBAN,
  },
  {
    row: cat(
      'JDP',
      'jodhpuri',
      'Jodhpuri',
      1,
      false,
      'Bandhgala jackets and Jodhpuri suits with a stand collar: royal, sharp and easy to wear all evening.',
      4,
    ),
    nouns: ['Jodhpuri Suit', 'Bandhgala', 'Bandhgala Suit', 'Prince Coat', 'Jodhpuri Bandhgala'],
    fabrics: ['Raw Silk', 'Velvet', 'Jacquard', 'Linen', 'Embroidered', 'Textured', 'Brocade'],
    rent: [2000, 6500],
    rentals: 46,
    sales: 8,
    colourWeights: SUITING.map((w, i) => w + ETHNIC[i]!),
  },
  {
    row: cat(
      'BFS',
      'blazer-formal-suits',
      'Blazer / Formal Suits',
      1,
      false,
      'Blazers and two-piece suits for engagements, office parties and every function in between.',
      5,
    ),
    nouns: ['Blazer', 'Formal Suit', 'Two-Piece Suit', 'Slim-Fit Blazer', 'Double-Breasted Blazer'],
    fabrics: ['Wool Blend', 'Checked', 'Herringbone', 'Linen', 'Tweed', 'Pinstripe', 'Textured'],
    rent: [1000, 4000],
    rentals: 46,
    sales: 10,
    colourWeights: SUITING,
  },
  {
    row: cat(
      'SAF',
      'safa',
      'Safa',
      1,
      true,
      'Hand-tied safas and fetas with kalgi brooch, ready to wear.',
      6,
    ),
    nouns: ['Safa', 'Feta', 'Jodhpuri Safa', 'Pagdi'],
    fabrics: ['Bandhani', 'Leheriya', 'Silk', 'Zari'],
    rent: [500, 1500],
    rentals: 14,
    sales: 2,
    colourWeights: TURBAN,
  },
  {
    row: cat('SHL', 'shawl', 'Shawl', 1, true, 'Shawls and stoles to drape over a sherwani or bandhgala.', 7),
    nouns: ['Shawl', 'Stole', 'Dushala'],
    fabrics: ['Pashmina', 'Kani', 'Paisley', 'Zari', 'Velvet'],
    rent: [500, 1500],
    rentals: 12,
    sales: 1,
    colourWeights: ETHNIC,
  },
  {
    row: cat(
      'MAL',
      'mala',
      'Mala',
      1,
      true,
      'Groom malas in pearl, kundan and beads to finish the sherwani.',
      8,
    ),
    nouns: ['Mala', 'Groom Mala', 'Haar', 'Dulha Mala'],
    fabrics: ['Pearl', 'Kundan', 'Beaded', 'Layered'],
    rent: [500, 2000],
    rentals: 12,
    sales: 1,
    colourWeights: STONES,
  },
  {
    row: cat(
      'CCL',
      'chaniya-choli-lehenga',
      'Chaniya Choli / Lehenga',
      2,
      false,
      'Bridal lehengas and festive chaniya cholis with dupatta, in the colours and work of the season.',
      9,
    ),
    nouns: ['Lehenga', 'Chaniya Choli', 'Bridal Lehenga', 'Lehenga Choli', 'Navratri Chaniya Choli'],
    fabrics: [
      'Mirror-work',
      'Zari',
      'Sequin',
      'Thread-work',
      'Bandhani',
      'Gota Patti',
      'Zardozi',
      'Velvet',
      'Banarasi',
    ],
    rent: [2500, 18000],
    rentals: 82,
    sales: 12,
    colourWeights: BRIDAL,
  },
  {
    row: cat(
      'WGN',
      'wedding-gowns',
      'Wedding Gowns',
      2,
      false,
      'Ball gowns and trail gowns for the reception, the church wedding and the pre-wedding shoot.',
      10,
    ),
    nouns: ['Wedding Gown', 'Ball Gown', 'Reception Gown', 'Trail Gown', 'Off-Shoulder Gown'],
    fabrics: ['Sequin', 'Net', 'Lace', 'Satin', 'Tulle', 'Embroidered'],
    rent: [3000, 12000],
    rentals: 46,
    sales: 8,
    colourWeights: GOWNS,
  },
  {
    row: cat(
      'EAR',
      'earrings',
      'Earrings',
      2,
      true,
      'Jhumkas, chandbalis and drops to match the lehenga.',
      11,
    ),
    nouns: ['Jhumka Earrings', 'Chandbali Earrings', 'Drop Earrings', 'Jhumkas'],
    fabrics: ['Kundan', 'Polki', 'Pearl', 'Meenakari', 'Temple'],
    rent: [500, 1500],
    rentals: 12,
    sales: 1,
    colourWeights: STONES,
  },
  {
    row: cat(
      'BJW',
      'bridal-jewellery',
      'Bridal Jewellery',
      2,
      true,
      'Complete bridal sets: necklace, earrings and maang tikka, in kundan, polki and temple work.',
      12,
    ),
    nouns: ['Bridal Necklace Set', 'Bridal Set', 'Choker Set', 'Rani Haar Set'],
    fabrics: ['Kundan', 'Polki', 'Temple', 'Meenakari', 'Pearl'],
    rent: [1000, 5000],
    rentals: 12,
    sales: 2,
    colourWeights: STONES,
  },
];

/** size_options: the men's and women's size charts, from the shared labels. */
export function sizeRows(): (typeof sizeOptions.$inferInsert)[] {
  return ([1, 2] as const).flatMap((grp) =>
    Object.entries(SIZE_LABELS[grp]).map(([size, label]) => ({ grp, size: Number(size), label })),
  );
}
