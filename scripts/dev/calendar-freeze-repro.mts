/**
 * Reproduces the rental calendar's freeze of record 32 (a focus loop between two day buttons on
 * Preact) and shows where a frozen page is looping. Drives a product page's calendar as the e2e
 * test does (two months ahead by the arrow, pick a day, reopen, Page Down, a short pause, Page Up,
 * Arrow Right, Enter) with Chromium's CPU slowed through CDP. When the page gives no answer, the
 * tab is paused through the debugger (`Debugger.pause` interrupts running JavaScript) and a few
 * stack samples are printed.
 *
 *   node --import tsx scripts/dev/calendar-freeze-repro.mts <base-url> [runs=10] [cpu-throttle=4] [path]
 *
 * Exits 1 when a run froze.
 */
import { chromium } from '@playwright/test';

type Card = { slug: string; code: string; isOnline: boolean; size: string | null; rent: unknown };
type Frame = { functionName: string; url: string; location: { lineNumber: number; columnNumber: number } };
type Paused = { callFrames: Frame[] };

const [base, runsArg, throttleArg, pathArg] = process.argv.slice(2);
if (!base) throw new Error('usage: calendar-freeze-repro.mts <base-url> [runs] [cpu-throttle] [path]');
const runs = Number(runsArg ?? 10);
const throttle = Number(throttleArg ?? 4);
const where = (f: Frame) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.location.lineNumber}:${f.location.columnNumber}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const listing = (await (await fetch(`${base}/api/products?type=rent&group=women&limit=60`)).json()) as {
  items: Card[];
};
const usable = listing.items.filter((p) => p.isOnline && p.size !== null && p.rent);
let froze = 0;
for (let run = 0; run < runs; run++) {
  const product = usable[usable.length - 1 - (run % 10)];
  if (!product && !pathArg) throw new Error('no rentable piece in the listing');
  const path = pathArg ?? `/product/${product?.slug}/${product?.code}/`;
  const context = await browser.newContext({ viewport: { width: run % 2 ? 320 : 390, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Debugger.enable');
  let paused: Paused | null = null;
  cdp.on('Debugger.paused', (event) => {
    paused = event as Paused;
  });
  /** Pauses the tab `count` times, 200 ms apart, and prints where it was each time. */
  const sample = async (count: number) => {
    for (let k = 0; k < count; k++) {
      paused = null;
      await cdp.send('Debugger.pause').catch((e: Error) => console.log('  pause:', e.message));
      for (let i = 0; i < 50 && !paused; i++) await new Promise((r) => setTimeout(r, 100));
      const frames: Frame[] = (paused as Paused | null)?.callFrames ?? [];
      console.log(`  sample ${k}:`, frames.slice(0, 14).map(where).join(' < ') || '(not paused)');
      await cdp.send('Debugger.resume').catch(() => {});
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  try {
    await page.goto(base + path);
    const opener = page.getByRole('button', { name: 'Open calendar: event date' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Event date' });
    const next = dialog.getByRole('button', { name: 'Go to the Next Month' });
    await next.click();
    await next.click();
    // A free day up to the 27th whose next day is free too.
    const days = dialog.locator('td:not([data-outside]):not([data-disabled]) button');
    const n = await days.count();
    let pick = -1;
    for (let i = 0; i < n - 1 && pick < 0; i++) {
      const day = Number(await days.nth(i).textContent());
      if (day <= 27 && Number(await days.nth(i + 1).textContent()) === day + 1) pick = i;
    }
    await days.nth(pick).click();
    await dialog.waitFor({ state: 'hidden' });
    await opener.click();
    await dialog.locator('td[data-selected] button').focus();
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(50 + (run % 5) * 40);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    console.log(run, 'ok');
  } catch (e) {
    console.log(run, 'failed:', (e as Error).message.split('\n')[0]);
    const alive = await Promise.race([
      page
        .evaluate(() => 1)
        .then(
          () => true,
          () => false,
        ),
      new Promise<boolean>((r) => setTimeout(() => r(false), 3000)),
    ]);
    console.log('  page answers:', alive);
    if (!alive) {
      froze++;
      await sample(6);
    }
  }
  await context.close().catch(() => {});
}
console.log('froze', froze, 'of', runs);
await browser.close();
process.exit(froze > 0 ? 1 : 0);
