import { describe, expect, it } from 'vitest';
import { pieceCodeFrom } from './scan-code';

describe('the piece code in a scanned or typed text', () => {
  it.each([
    ['https://vastra.in/admin/scan/DST1001', 'DST1001'],
    ['http://127.0.0.1:3205/admin/scan/IWS1054/', 'IWS1054'],
    ['http://localhost:3000/admin/scan/KRT100042?from=label', 'KRT100042'],
    ['  dst1001 ', 'dst1001'],
    ['AB-12_x.3', 'AB-12_x.3'],
  ])('%s → %s', (text, code) => {
    expect(pieceCodeFrom(text)).toBe(code);
  });

  it.each([
    '',
    'two words',
    'https://vastra.in/product/x/DST1001/',
    'https://x/admin/scan/%E0%A4%A',
    'a'.repeat(41),
  ])('refuses %j', (text) => {
    expect(pieceCodeFrom(text)).toBeNull();
  });
});
