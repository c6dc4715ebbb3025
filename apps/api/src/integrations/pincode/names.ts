import type { PincodeArea } from './directory.ts';

/**
 * India Post's office-type suffix, spelled many ways: 'SO', 'S.O', 'S. O', 'B.O.', 'H O', 'GPO',
 * 'G.P.O', 'PO'. Upper case only and preceded by a word, so 'Sonari' or 'Ho' inside a name stay.
 */
const OFFICE_SUFFIX = /\s(?:[BSH]\.?\s?O|G\.?\s?P\.?\s?O|PO)\.?(?=[\s()]|$)/;

/** Small words that stay lower case inside a title: 'Jammu and Kashmir'. */
const SMALL_WORDS = /(?<=\s)(And|Of)(?=\s)/g;

/**
 * Title Case for names published in capitals ('MUMBAI SUBURBAN' → 'Mumbai Suburban'). Names that
 * already have lower-case letters are kept as published, so 'IIM Mumbai' or 'Konaseema' survive.
 */
export function displayCase(text: string): string {
  const trimmed = text.trim();
  if (/[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s\-(/.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(SMALL_WORDS, (word) => word.toLowerCase());
}

/**
 * An office name as an area name: the suffix and whatever follows it go, e.g.
 * 'Vashi S.O (Thane)' → 'Vashi', 'Town Hall SO Mumbai' → 'Town Hall', 'Ahmedabad GPO' → 'Ahmedabad'.
 */
export function areaNameOf(officeName: string): string {
  const match = OFFICE_SUFFIX.exec(officeName);
  const name = match ? officeName.slice(0, match.index) : officeName;
  return displayCase(name.trim() || officeName);
}

/** Display form of a raw area, with the same rules for every directory. */
export function displayArea(raw: { name: string; district: string; state: string }): PincodeArea {
  return { name: areaNameOf(raw.name), district: displayCase(raw.district), state: displayCase(raw.state) };
}

/** Drops repeats: two offices may share an area name once their suffixes are gone. */
export function uniqueAreas(areas: PincodeArea[]): PincodeArea[] {
  const seen = new Set<string>();
  return areas.filter((a) => {
    const key = `${a.name.toLowerCase()}|${a.district}|${a.state}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
