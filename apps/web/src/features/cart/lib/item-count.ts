import type { CartItem } from '@vastra/shared/schemas';

/** How many items the bag holds: the parts of one kit (outfit) are one item. */
export function itemCount(items: readonly Pick<CartItem, 'id' | 'kit'>[]): number {
  return new Set(items.map((i) => i.kit?.group ?? i.id)).size;
}
