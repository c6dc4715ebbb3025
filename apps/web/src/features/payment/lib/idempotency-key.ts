/**
 * A fresh Idempotency-Key for one attempt at placing an order: crypto.randomUUID(), or the same
 * shape from getRandomValues where randomUUID is missing (older phones, plain-http previews).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
