import { z } from 'zod';
import type { PincodeArea, PincodeDirectory } from './directory.ts';
import { displayArea, uniqueAreas } from './names.ts';

/** The part of api.postalpincode.in's answer we use: [{ Status, PostOffice: [...] | null }]. */
const ResponseSchema = z
  .array(
    z.object({
      Status: z.string(),
      PostOffice: z
        .array(
          z.object({
            Name: z.string(),
            District: z.string().nullish(),
            State: z.string().nullish(),
          }),
        )
        .nullish(),
    }),
  )
  .min(1);

type Logger = { warn: (obj: object, msg: string) => void };

export type PostalPincodeOptions = {
  /** e.g. https://api.postalpincode.in; the adapter calls GET {baseUrl}/pincode/{pin}. */
  baseUrl: string;
  timeoutMs?: number;
  log?: Logger;
};

const CACHE_MAX = 1_000;
const CACHE_TTL_MS = 10 * 60_000;

/**
 * An api.postalpincode.in-style service, used only for PINs the bundled directory lacks.
 * Its failures (timeout, HTTP error, unexpected body) count as "not found", never as a 500:
 * a third party being down must not break the address form.
 */
export class PostalPincodeDirectory implements PincodeDirectory {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly log: Logger | undefined;
  // Answers (found or not) are kept briefly so that retyping a PIN does not call out again.
  private readonly cache = new Map<string, { areas: PincodeArea[] | null; at: number }>();

  constructor(options: PostalPincodeOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.log = options.log;
  }

  async lookup(pincode: string) {
    const hit = this.cache.get(pincode);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.areas ? { areas: hit.areas } : null;
    const answer = await this.fetchAreas(pincode);
    if (answer !== 'failed') this.remember(pincode, answer);
    return answer !== 'failed' && answer ? { areas: answer } : null;
  }

  /** The areas, null when the service says it has none, 'failed' when it could not answer. */
  private async fetchAreas(pincode: string): Promise<PincodeArea[] | null | 'failed'> {
    const url = `${this.baseUrl}/pincode/${encodeURIComponent(pincode)}`;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const parsed = ResponseSchema.safeParse(await res.json());
      if (!parsed.success) throw new Error('unexpected response body');
      const first = parsed.data[0];
      if (first?.Status !== 'Success' || !first.PostOffice?.length) return null;
      const areas = first.PostOffice.map((o) =>
        displayArea({ name: o.Name, district: o.District ?? '', state: o.State ?? '' }),
      );
      return uniqueAreas(areas);
    } catch (error) {
      this.log?.warn({ err: error, pincode }, 'pincode service lookup failed');
      return 'failed';
    }
  }

  private remember(pincode: string, areas: PincodeArea[] | null): void {
    if (this.cache.size >= CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(pincode, { areas, at: Date.now() });
  }
}
