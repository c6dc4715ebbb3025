import { safeStorage } from '@/lib/storage';

/** The size chosen in 'Select Size' (remembered for the rest of the visit, with its group). */
const KEY = 'vastra.chosenSize';

export function rememberChosenSize(group: 'men' | 'women', size: number): void {
  safeStorage.set(KEY, JSON.stringify({ group, size }));
}

/** The chosen size of a group, for prefilling measurements (cart feature). */
export function chosenSize(group: 'men' | 'women'): number | null {
  try {
    const value = JSON.parse(safeStorage.get(KEY) ?? 'null') as { group?: string; size?: number } | null;
    return value?.group === group && typeof value.size === 'number' ? value.size : null;
  } catch {
    return null;
  }
}
