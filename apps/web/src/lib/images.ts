/** srcset from a {width: url} map: {"330": "/a-330.webp", "660": "/a-660.webp"} → "/a-330.webp 330w, …". */
export function srcSetOf(urls: Record<string, string> | undefined | null): string | undefined {
  if (!urls) return undefined;
  const entries = Object.entries(urls).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length ? entries.map(([w, url]) => `${url} ${w}w`).join(', ') : undefined;
}

/** The smallest picture of a {width: url} map, for src. */
export function smallestOf(urls: Record<string, string> | undefined | null): string | undefined {
  if (!urls) return undefined;
  const entries = Object.entries(urls).sort(([a], [b]) => Number(a) - Number(b));
  return entries[0]?.[1];
}

/** The largest picture of a {width: url} map (zoom, full-screen viewer). */
export function largestOf(urls: Record<string, string> | undefined | null): string | undefined {
  if (!urls) return undefined;
  const entries = Object.entries(urls).sort(([a], [b]) => Number(b) - Number(a));
  return entries[0]?.[1];
}

/** Category tile pictures: /media/c/{CODE}/tile-{400|800}.webp (4:5). */
export function categoryTileUrls(code: string): Record<string, string> {
  return { '400': `/media/c/${code}/tile-400.webp`, '800': `/media/c/${code}/tile-800.webp` };
}

/** Home slides: separate phone (4:5) and desktop (8:3) pictures. */
export function slideUrls(n: number) {
  return {
    mobile: { '480': `/media/s/${n}/slideMobile-480.webp`, '768': `/media/s/${n}/slideMobile-768.webp` },
    desktop: {
      '1024': `/media/s/${n}/slideDesktop-1024.webp`,
      '1600': `/media/s/${n}/slideDesktop-1600.webp`,
    },
  };
}
