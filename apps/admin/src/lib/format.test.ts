import { describe, expect, it } from 'vitest';
import { formatClock } from './format';

describe('formatClock', () => {
  it("shows a moment as India's time of day on a 24-hour clock", () => {
    expect(formatClock('2026-11-23T08:35:00.000Z')).toBe('14:05');
    expect(formatClock('2026-11-23T18:40:00.000Z')).toBe('00:10');
  });
});
