import { describe, expect, it } from 'vitest';
import { findUnsafeText, IsoDateString, isSafeText, requiredText, TEXT_MESSAGE } from './common.ts';

describe('safe text', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed script and emoji', () => {
    expect(isSafeText('आशा राव 👰🏽 ક')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
    expect(requiredText().safeParse('Asha\u0000').error?.issues[0]?.message).toBe(TEXT_MESSAGE);
  });

  it('finds the first hostile string in a parsed body, naming its path', () => {
    expect(findUnsafeText({ a: 'ok', items: [{ name: 'x' }, { name: 'y\u0000' }] })).toBe('items.1.name');
    expect(findUnsafeText(Object.fromEntries([['\ud800', 1]]))).toBe('(key)');
    expect(findUnsafeText({ a: [1, true, null, 'fine'] })).toBeNull();
  });
});

describe('dates', () => {
  it('refuses dates outside the years 2000 to 2199', () => {
    expect(IsoDateString.safeParse('2026-12-10').success).toBe(true);
    expect(IsoDateString.safeParse('9999-12-31').success).toBe(false);
    expect(IsoDateString.safeParse('2026-02-30').success).toBe(false);
  });
});
