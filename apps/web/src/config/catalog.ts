import type { COLOURS as SHARED_COLOURS, SORTS as SHARED_SORTS, Sort } from '@vastra/shared/schemas';

/*
 * The listing's option lists. They are the shared schema's constants, checked by the compiler
 * (`satisfies typeof …`): importing the values themselves would pull the whole zod library into
 * every page's JavaScript, because the schemas module builds its validators when it loads.
 */

/** The spec's ten colours, in the shared order. */
export const COLOURS = [
  'Blue',
  'Gold',
  'Black',
  'Light Blue',
  'Brown',
  'Orange',
  'Peach',
  'Red',
  'Gray',
  'Mint',
] as const satisfies typeof SHARED_COLOURS;

export const SORTS = [
  'latest',
  'lowToHigh',
  'highToLow',
  'bestSelling',
  'discounted',
] as const satisfies typeof SHARED_SORTS;

export const SORT_LABELS: Record<Sort, string> = {
  latest: 'Latest',
  lowToHigh: 'Price: Low to High',
  highToLow: 'Price: High to Low',
  bestSelling: 'Best Selling',
  discounted: 'Discounted',
};

export const isSort = (value: string | null): value is Sort => SORTS.includes(value as Sort);
export const isColour = (value: string | null): value is (typeof COLOURS)[number] =>
  COLOURS.includes(value as (typeof COLOURS)[number]);

/** Colour swatches for the filter (display only). */
export const COLOUR_SWATCHES: Record<(typeof COLOURS)[number], string> = {
  Blue: '#2b4c9b',
  Gold: '#c9a04e',
  Black: '#1b1b1b',
  'Light Blue': '#9cc3e6',
  Brown: '#7a4b2a',
  Orange: '#e07a26',
  Peach: '#f4b999',
  Red: '#b3202c',
  Gray: '#8b8b8b',
  Mint: '#a8dcc4',
};
