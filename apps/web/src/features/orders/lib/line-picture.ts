/** An order line's picture from its image key: /media/{key}/card-{330|660}.webp (the listing card's). */
export function linePictureUrls(imageKey: string | null): Record<string, string> | null {
  if (!imageKey) return null;
  return { '330': `/media/${imageKey}/card-330.webp`, '660': `/media/${imageKey}/card-660.webp` };
}
