/** The heat map's steps: share of pieces booked (whole percent) at or above each floor. */
export const HEAT_STEPS = [
  { floor: 0, colour: '#f7f3ee', words: 'none' },
  { floor: 1, colour: '#f6dcc0', words: 'under 25 %' },
  { floor: 25, colour: '#eeb07a', words: '25–49 %' },
  { floor: 50, colour: '#d9733f', words: '50–74 %' },
  { floor: 75, colour: '#a8321d', words: '75–99 %' },
  { floor: 100, colour: '#5c0f0a', words: 'all booked' },
] as const;

/** The step a share falls in (0 = nothing booked). */
export function heatStep(share: number) {
  let found: (typeof HEAT_STEPS)[number] = HEAT_STEPS[0];
  for (const step of HEAT_STEPS) if (share >= step.floor) found = step;
  return found;
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** '2026-12-09' → '9 Dec'. */
export const shortDay = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));
/** '2026-12-09' → 'Wed'. */
export const weekDay = (date: string) => weekday.format(new Date(`${date}T00:00:00Z`));
