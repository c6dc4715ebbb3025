/** The signup captcha is 4 characters, uppercase letters and digits. */
const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WRONG = 'Captcha incorrect. Try again.';

// Without 0/O, 1/I/L and 5/S, which a small picture can mix up.
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';

/** newCaptcha() → 'K7PX'. */
export function newCaptcha(): string {
  const values = new Uint32Array(CAPTCHA_LENGTH);
  crypto.getRandomValues(values);
  return Array.from(values, (v) => ALPHABET[v % ALPHABET.length]).join('');
}

/** Typed in any case, with stray spaces: 'k7px ' matches 'K7PX'. */
export const captchaMatches = (typed: string, shown: string) =>
  typed.replace(/\s/g, '').toUpperCase() === shown;
