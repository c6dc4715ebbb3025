import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { LocalStorage } from '../../integrations/storage/index.ts';
import { createTestDatabase } from '../../test-support/app.ts';
import { testDatabaseUrl } from '../../test-support/template.ts';

/**
 * A TCP proxy in front of the real PostgreSQL server that can refuse and cut every connection
 * (a stopped database) or hold every byte in both directions (a frozen one), without stopping
 * the server the other tests share.
 */
class PgProxy {
  mode: 'open' | 'down' | 'frozen' = 'open';
  private readonly server: Server;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; held: (() => void)[] }>();

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  private accept(client: Socket) {
    if (this.mode === 'down') return void client.destroy();
    const upstream = tcpConnect(this.port, this.host);
    const pair = { client, upstream, held: [] as (() => void)[] };
    this.pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        const send = () => void (to.destroyed ? undefined : to.write(chunk));
        if (this.mode === 'frozen') pair.held.push(send);
        else send();
      });
    forward(client, upstream);
    forward(upstream, client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  /** Like a stopped server: every connection cut, new ones refused. */
  stop() {
    this.mode = 'down';
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
  }

  /** Like a frozen server (kill -STOP): connections open, nothing answered. */
  freeze() {
    this.mode = 'frozen';
  }

  resume() {
    this.mode = 'open';
    for (const pair of this.pairs) for (const send of pair.held.splice(0)) send();
  }

  close(): Promise<void> {
    this.stop();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const url = testDatabaseUrl();

describe.skipIf(!url)('a database that stops or hangs', () => {
  let copy: Database;
  let proxied: Database;
  let proxy: PgProxy;
  let app: App;

  beforeAll(async () => {
    copy = await createTestDatabase();
    const target = new URL(copy.url ?? '');
    proxy = new PgProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.listen();
    const through = new URL(target);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    proxied = await openDatabase({
      url: through.toString(),
      poolSize: 5,
      timeouts: { connectMs: 500, statementMs: 2_000, idleInTransactionMs: 5_000 },
    });
    const storageDir = join(tmpdir(), `vastra-hung-${randomUUID()}`);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: storageDir,
      CATALOG_CACHE_SECONDS: '0',
    });
    app = await buildApp({
      env,
      database: proxied,
      storage: new LocalStorage(storageDir),
      now: () => new Date(),
    });
    await app.ready();
  });
  afterAll(async () => {
    proxy.resume();
    await app.close();
    await proxied.close();
    await proxy.close();
    await copy.close();
  });

  const timed = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    return { res, ms: performance.now() - started };
  };

  async function recovers() {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { res } = await timed('/api/products?limit=2');
    expect(res.statusCode).toBe(200);
  }

  function expectUnavailable(res: Awaited<ReturnType<typeof timed>>['res'], ms: number) {
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(1_000);
  }

  it('a stopped database: 503 with Retry-After at once, health names the database, then recovers', async () => {
    expect((await timed('/api/products?limit=2')).res.statusCode).toBe(200);
    proxy.stop();
    const listing = await timed('/api/products?limit=2');
    expectUnavailable(listing.res, listing.ms);
    const health = await timed('/api/health');
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toEqual({ status: 'error', db: 'unreachable' });
    expect(health.ms).toBeLessThan(1_000);
    const again = await timed('/api/products?limit=3');
    expectUnavailable(again.res, again.ms);
    proxy.resume();
    await recovers();
  });

  it('a frozen database: health answers 503 within a second, requests stop waiting, then recovers', async () => {
    expect((await timed('/api/products?limit=2')).res.statusCode).toBe(200);
    proxy.freeze();
    const health = await timed('/api/health');
    expect(health.res.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(1_000);
    const listing = await timed('/api/products?limit=2');
    expectUnavailable(listing.res, listing.ms);
    proxy.resume();
    await recovers();
  });
});
