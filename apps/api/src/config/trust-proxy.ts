import { isIP } from 'node:net';
import { z } from 'zod';

/** One proxy address or CIDR block: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: false, true, a hop count, or a list of proxy
 * addresses/CIDRs. A hop count of 0 means none.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'false' || value === '' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const list = value.split(',').map((part) => part.trim());
      if (list.every(isAddressOrCidr)) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count from 0 to 10, or a comma-separated list of proxy addresses or CIDR blocks',
    });
    return z.NEVER;
  });
