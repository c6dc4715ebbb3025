import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { type PincodeDirectory, withFallback } from './directory.ts';
import { OfflinePincodeDirectory } from './offline.ts';
import { PostalPincodeDirectory } from './postalpincode.ts';

export type { PincodeDirectory } from './directory.ts';
export { areaNameOf, displayCase } from './names.ts';
export { OfflinePincodeDirectory } from './offline.ts';
export { PostalPincodeDirectory } from './postalpincode.ts';

/**
 * The configured directory: the bundled India Post copy, plus (PINCODE_LOOKUP=postalpincode)
 * an external service for the PINs it does not know. Fails at boot when half configured.
 */
export function createPincodeDirectory(
  env: Pick<Env, 'PINCODE_LOOKUP' | 'PINCODE_API_URL'>,
  db: Db,
  log?: { warn: (obj: object, msg: string) => void },
): PincodeDirectory {
  const offline = new OfflinePincodeDirectory(db);
  if (env.PINCODE_LOOKUP === 'offline') return offline;
  if (!env.PINCODE_API_URL) throw new Error('PINCODE_LOOKUP=postalpincode needs PINCODE_API_URL');
  return withFallback(offline, new PostalPincodeDirectory({ baseUrl: env.PINCODE_API_URL, log }));
}
