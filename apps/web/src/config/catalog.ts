import type { COLOURS as SHARED_COLOURS, SORTS as SHARED_SORTS, Sort } from '@vastra/shared/schemas';

/*
 * The listing's option lists. They are the shared schema's constants, checked by the compiler
 * (`satisfies typeof …`): importing the values themselves would pull the whole zod library into
 * every page's JavaScript, because the schemas module builds its validators when it loads.
 */

/** The ten colours a piece can be filtered by, in the shared order. */
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

export const isSort = (value: string | null): value is Sort => SORTS.includes(value as Sort);
export const isColour = (value: string | null): value is (typeof COLOURS)[number] =>
  COLOURS.includes(value as (typeof COLOURS)[number]);
