import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

/** The storefront's scripts (the build's assets), blocked for a page's ceiling (record 53). */
const SCRIPTS = '*/assets/*.js';

export type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes the page downloaded (as sent: brotli). */
  jsSent: number;
  /**
   * Lighthouse's measure of this machine's CPU during the run (its BenchmarkIndex). The mobile
   * preset slows the CPU four times whatever it is, so TBT and the score move with it: compare
   * runs with similar indexes.
   */
  cpuIndex: number;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Lighthouse (mobile preset) on one page; its report is written to `outDir/name-run.json`. */
export async function measure(
  url: string,
  port: number,
  name: string,
  outDir: string,
  run: number,
  { throttlingMethod, blockScripts }: { throttlingMethod: 'devtools' | 'simulate'; blockScripts: boolean },
  attempt = 1,
): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod,
      blockedUrlPatterns: blockScripts ? [SCRIPTS] : [],
    },
    // The default configuration is the mobile preset.
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A trace that Chromium failed to record (NO_NAVSTART and the like) is measured again.
  if (lhr.runtimeError && attempt < 3)
    return measure(url, port, name, outDir, run, { throttlingMethod, blockScripts }, attempt + 1);
  writeFileSync(join(outDir, `${name}-${run}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsSent:
      (
        lhr.audits['resource-summary']?.details as
          | { items?: { resourceType: string; transferSize: number }[] }
          | undefined
      )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN,
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
