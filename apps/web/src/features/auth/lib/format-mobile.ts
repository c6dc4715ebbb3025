/** formatMobile('9876543210') === '+91 98765 43210' (how a number is read back to the customer). */
export function formatMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** What people type or paste: '98765 43210', '98765-43210' → '9876543210' (the rest is validated). */
export const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');
