import { chromium } from '@playwright/test';
const [base, runsArg, throttleArg, pathArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 10), throttle = Number(throttleArg ?? 4);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const listing = await (await fetch(`${base}/api/products?type=rent&group=women&limit=60`)).json();
const usable = listing.items.filter((p: any) => p.isOnline && p.size !== null && p.rent);
let froze = 0;
for (let run = 0; run < runs; run++) {
  const product = usable[usable.length - 1 - (run % 10)];
  const path = pathArg ?? `/product/${product.slug}/${product.code}/`;
  const ctx = await b.newContext({ viewport: { width: run % 2 ? 320 : 390, height: 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('crash', () => console.log('CRASH at', new Date().toISOString()));
  page.on('close', () => console.log('page closed'));
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Debugger.enable');
  let paused: any = null;
  cdp.on('Debugger.paused', (ev: any) => { paused = ev; });
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (ev: any) => scripts.set(ev.scriptId, ev.url));
  try {
    await page.goto(base + path);
    await page.getByRole('button', { name: 'Open calendar: event date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event date' });
    const next = dialog.getByRole('button', { name: 'Go to the Next Month' });
    await next.click(); await next.click();
    // a free day <= 27 whose next day is free
    const days = dialog.locator('td:not([data-outside]):not([data-disabled]) button');
    const n = await days.count();
    let pick = -1;
    for (let i = 0; i < n - 1; i++) {
      const t = Number(await days.nth(i).textContent());
      const t2 = Number(await days.nth(i + 1).textContent());
      if (t <= 27 && t2 === t + 1) { pick = i; break; }
    }
    await days.nth(pick).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open calendar: event date' }).click();
    const chosen = dialog.locator('td[data-selected] button');
    await chosen.focus();
    const watchdog = setTimeout(async () => {
      console.log(run, 'WATCHDOG: no answer in 20 s; pausing');
      await cdp.send('Debugger.pause').catch((x: any) => console.log('pause err', x.message));
      for (let i = 0; i < 50 && !paused; i++) await new Promise((r) => setTimeout(r, 100));
      for (let k = 0; k < 6; k++) {
        if (paused && k === 0) {
          for (const f of paused.callFrames.slice(-10)) {
            const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId: f.location.scriptId });
            const line = scriptSource.split('\n')[f.location.lineNumber] ?? '';
            console.log('   SRC', f.functionName, scripts.get(f.location.scriptId)?.split('/').pop(), line.slice(Math.max(0, f.location.columnNumber - 300), f.location.columnNumber + 200));
          }
        }
        if (paused) {
          console.log('  sample', k);
          for (const f of paused.callFrames.slice(0, 30)) console.log('    at', f.functionName || '(anon)', f.url.split('/').pop(), f.location.lineNumber + ':' + f.location.columnNumber);
        }
        paused = null;
        await cdp.send('Debugger.resume').catch(() => {});
        await new Promise((r) => setTimeout(r, 300));
        await cdp.send('Debugger.pause').catch(() => {});
        for (let i = 0; i < 50 && !paused; i++) await new Promise((r) => setTimeout(r, 100));
      }
      process.exit(3);
    }, 20000);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(50 + (run % 5) * 40);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });
    clearTimeout(watchdog);
    console.log(run, 'ok');
  } catch (e: any) {
    console.log(run, 'FAILED', e.message.split('\n')[0]);
    const alive = await Promise.race([page.evaluate(() => 1).catch(() => false).then(() => true), new Promise((r) => setTimeout(() => r(false), 3000))]);
    console.log('page responsive:', alive);
    if (!alive) {
      froze++;
      await cdp.send('Debugger.pause').catch((x: any) => console.log('pause err', x.message));
      for (let i = 0; i < 50 && !paused; i++) await new Promise((r) => setTimeout(r, 100));
      if (paused) {
        for (const f of paused.callFrames.slice(0, 40)) console.log('  at', f.functionName || '(anon)', f.url.split('/').pop(), f.location.lineNumber + ':' + f.location.columnNumber);
        const st = await cdp.send('Debugger.getStackTrace' as any, {}).catch(() => null);
        // sample more stacks
        for (let k = 0; k < 5; k++) {
          paused = null;
          await cdp.send('Debugger.resume');
          await new Promise((r) => setTimeout(r, 200));
          await cdp.send('Debugger.pause');
          for (let i = 0; i < 50 && !paused; i++) await new Promise((r) => setTimeout(r, 100));
          if (paused) console.log('  sample', k, paused.callFrames.slice(0, 12).map((f: any) => `${f.functionName || '(anon)'}@${f.location.lineNumber}:${f.location.columnNumber}`).join(' < '));
        }
      }
      await ctx.close().catch(() => {});
      continue;
    }
  }
  await ctx.close();
}
console.log('froze', froze, 'of', runs);
await b.close();
