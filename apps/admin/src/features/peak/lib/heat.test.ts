import { describe, expect, it } from 'vitest';
import { heatStep, shortDay, weekDay } from './heat';

describe('heat map steps', () => {
  it.each([
    [0, 'none'],
    [1, 'under 25 %'],
    [24, 'under 25 %'],
    [25, '25–49 %'],
    [74, '50–74 %'],
    [99, '75–99 %'],
    [100, 'all booked'],
  ])('%i %% → %s', (share, words) => {
    expect(heatStep(share).words).toBe(words);
  });

  it('names days as staff read them', () => {
    expect(shortDay('2026-12-09')).toBe('9 Dec');
    expect(weekDay('2026-12-09')).toBe('Wed');
  });
});
