import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random.ts';

describe('pooled random bytes', () => {
  it('hands out each drawn byte once, across refills of the pool', () => {
    // 2,000 draws of 12 bytes run through the 4 KB pool about six times; 96-bit draws repeat only
    // if bytes are handed out twice (or never refilled).
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const bytes = pooledRandomBytes(12);
      expect(bytes).toHaveLength(12);
      seen.add(bytes.toString('hex'));
    }
    expect(seen.size).toBe(2000);
  });

  it('gives copies: changing one draw changes no later one', () => {
    const first = pooledRandomBytes(8);
    const copy = Buffer.from(first);
    first.fill(0);
    const next = pooledRandomBytes(8);
    expect(next.equals(Buffer.alloc(8))).toBe(false);
    expect(copy.equals(Buffer.alloc(8))).toBe(false);
  });

  it('spreads its bytes over every value', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 1000; i++) for (const b of pooledRandomBytes(64)) counts[b]! += 1;
    // 64,000 bytes: 250 a value on average; a stuck or short pool leaves values far off that.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(350);
  });

  it('refuses a draw larger than the pool', () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
  });
});
