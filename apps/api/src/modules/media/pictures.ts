import type { Db } from '../../db/client.ts';

/** The frame a picture is drawn for: the variant's aspect and the exact output size in pixels. */
export type PictureSize = { aspect: readonly [number, number]; width: number; height: number };

/**
 * Draws pictures the shop has no uploaded original for, as SVG, from what the key names
 * (p/DST1001/1, c/LEH, b/KDV, s/1, blog/3). The demo shop registers one; without it a picture
 * that was never uploaded is simply not there (404).
 */
export interface PictureSource {
  draw(db: Db, key: string, size: PictureSize): Promise<string | null>;
}
