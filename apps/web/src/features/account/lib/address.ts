import type { Profile } from '@vastra/shared/schemas';

/** The country of every address (we deliver in India only). */
const COUNTRY = 'India';

/** True when the customer has saved an address to deliver to. */
const hasAddress = (p: Profile) => Boolean(p.building || p.road || p.city || p.zip);

/** The address as printed lines: building, road, landmark, station, 'City, State 400001', India. */
export function addressLines(p: Profile): string[] {
  if (!hasAddress(p)) return [];
  const place = [p.city, p.state].filter(Boolean).join(', ');
  return [
    p.building,
    p.road,
    p.landmark ? `Landmark: ${p.landmark}` : '',
    p.station ? `Station: ${p.station}` : '',
    [place, p.zip].filter(Boolean).join(' '),
    COUNTRY,
  ].filter(Boolean);
}

/** 'Asha Rao', or '' when no name is saved yet. */
export const fullName = (p: Profile) => `${p.firstName} ${p.lastName}`.trim();
