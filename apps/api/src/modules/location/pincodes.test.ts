import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, PINCODE_MESSAGE, PINCODE_NOT_FOUND } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/schema/index.ts';
import {
  areaNameOf,
  createPincodeDirectory,
  displayCase,
  PostalPincodeDirectory,
} from '../../integrations/pincode/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { type FakePostalService, startFakePostalService } from '../../test-support/fake-postalpincode.ts';
import { updateSettings } from '../system/index.ts';
import { seedPincodes } from './directory-import.ts';
import { branchesServing, isServiceable } from './pincodes.ts';

const PLACEHOLDER_CONTACTS = {
  phone: '9800000000',
  email: 'branch@example.com',
  contactPerson: 'Manager',
  rmName: 'RM',
  rmPhone: '9800000001',
};

/**
 * The catalogue seed places the 12 branches; until it does, this file adds them from the
 * branches.csv of the data folder so the radius rule has something to measure against.
 */
async function ensureBranches(db: Db): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(branches);
  if ((existing?.n ?? 0) > 0) return;
  const file = fileURLToPath(new URL('../../../data/branches.csv', import.meta.url));
  const [, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  await db.insert(branches).values(
    lines.map((line, i) => {
      const [name = '', city = '', pincode = '', latitude = '', longitude = ''] = line.split(',');
      const code = name.toUpperCase().replace(/[^A-Z]/g, '');
      const place = { name, city, pincode, latitude: Number(latitude), longitude: Number(longitude) };
      return { code, ...place, ...PLACEHOLDER_CONTACTS, address: name, sortOrder: i };
    }),
  );
}

let ctx: TestContext;
let db: Db;
beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  await ensureBranches(db);
});
afterAll(() => ctx?.close());

const get = (pincode: string) => ctx.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}` });

describe('pincode directory load', () => {
  it('holds every office and PIN point of the bundled files', async () => {
    const count = async (table: string) =>
      (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n;
    expect(await count('pincode_offices')).toBe(165_624);
    expect(await count('pincode_centroids')).toBe(19_586);
    await seedPincodes(db); // already loaded: a no-op, nothing doubled
    expect(await count('pincode_offices')).toBe(165_624);
  });
});

describe('GET /api/pincodes/:pincode', () => {
  it('finds Kandivali, serviceable from the Kandivali branch', async () => {
    const res = await get('400067');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    const names = body.areas.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Charkop', 'Kandivali RS', 'Kandivali West']);
    expect(body.areaName).toBe('Charkop');
    expect(body).toMatchObject({ pincode: '400067', district: 'Mumbai Suburban', state: 'Maharashtra' });
    expect(body).toMatchObject({ serviceable: true, serviceability: 'yes' });
    expect(body.nearestBranch.name).toBe('Kandivali');
    expect(body.nearestBranch.distanceKm).toBeLessThan(2);
  });

  it('finds Pune (411030), serviceable', async () => {
    const body = (await get('411030')).json();
    expect(body.areas.map((a: { name: string }) => a.name)).toContain('Narayan Peth');
    expect(body.areas.map((a: { name: string }) => a.name)).toContain('Shaniwar Peth');
    expect(body).toMatchObject({ district: 'Pune', state: 'Maharashtra', serviceable: true });
    expect(body.nearestBranch.city).toBe('Pune');
  });

  it('puts the head office first and says New Delhi is out of reach', async () => {
    const body = (await get('110001')).json();
    expect(body).toMatchObject({ areaName: 'New Delhi', district: 'New Delhi', state: 'Delhi' });
    expect(body).toMatchObject({ serviceable: false, serviceability: 'no' });
    expect(body.nearestBranch).not.toBeNull();
    expect(body.nearestBranch.distanceKm).toBeGreaterThan(25);
  });

  it("answers 'unknown' for a PIN whose point is flagged (414505)", async () => {
    const body = (await get('414505')).json();
    expect(body.areaName).toBe('Vridheshwar SSK');
    expect(body.district).toBe('Ahmednagar');
    expect(body).toMatchObject({ serviceable: false, serviceability: 'unknown', nearestBranch: null });
  });

  it('answers 404 for a PIN nobody knows', async () => {
    const res = await get('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: PINCODE_NOT_FOUND } });
  });

  it.each(['4000', 'abcdef', '4000671', '40006a', '%20400067', ''])(
    "answers 400 for '%s'",
    async (pincode) => {
      const res = await get(pincode);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'VALIDATION', message: PINCODE_MESSAGE, fields: { pincode: PINCODE_MESSAGE } },
      });
    },
  );

  it('follows the delivery radius of the settings', async () => {
    const withRadius = (radiusKm: number) =>
      updateSettings(db, { ...DEFAULT_SETTINGS, delivery: { ...DEFAULT_SETTINGS.delivery, radiusKm } });
    try {
      await withRadius(2_000);
      expect((await get('110001')).json().serviceable).toBe(true);
      await withRadius(0.1);
      expect((await get('400067')).json()).toMatchObject({ serviceable: false, serviceability: 'no' });
    } finally {
      await withRadius(DEFAULT_SETTINGS.delivery.radiusKm);
    }
    expect((await get('400067')).json().serviceable).toBe(true);
  });

  it('is documented in /api/docs', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/pincodes/{pincode}']?.get;
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});

describe('branchesServing and isServiceable', () => {
  it('lists the branches within the radius, nearest first', async () => {
    const [kandivali] = await db.select().from(branches).where(eq(branches.name, 'Kandivali'));
    const ids = await branchesServing(db, '400067');
    expect(ids[0]).toBe(kandivali?.id);
    expect(ids.length).toBeGreaterThan(1); // Goregaon is a few km away
    expect(await isServiceable(db, '400067')).toBe(true);
  });

  it('is empty for far, flagged, unknown or malformed PINs', async () => {
    for (const pincode of ['110001', '414505', '999999', 'abc']) {
      expect(await branchesServing(db, pincode)).toEqual([]);
      expect(await isServiceable(db, pincode)).toBe(false);
    }
  });
});

describe('area names for display', () => {
  it.each([
    ['Kandivali West SO', 'Kandivali West'],
    ['Vashi S.O (Thane)', 'Vashi'],
    ['Amarapur B.O', 'Amarapur'],
    ['Relawan B.O. B.O', 'Relawan'],
    ['Panvel H.O', 'Panvel'],
    ['Sansad Marg HO', 'Sansad Marg'],
    ['Ahmedabad GPO', 'Ahmedabad'],
    ['Town Hall SO Mumbai', 'Town Hall'],
    ['JHIKATIYA B.O', 'Jhikatiya'],
    ['Sonari', 'Sonari'],
  ])('%s → %s', (office, area) => expect(areaNameOf(office)).toBe(area));

  it('title-cases names published in capitals only', () => {
    expect(displayCase('MUMBAI SUBURBAN')).toBe('Mumbai Suburban');
    expect(displayCase('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe(
      'The Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(displayCase('Konaseema')).toBe('Konaseema');
  });
});

describe('external pincode service (fallback)', () => {
  let fake: FakePostalService;
  beforeAll(async () => {
    fake = await startFakePostalService();
  });
  afterAll(() => fake.close());

  it('reads a Success answer, and null for Error, timeout, garbage and HTTP errors', async () => {
    const directory = new PostalPincodeDirectory({ baseUrl: `${fake.url}/`, timeoutMs: 1_000 });
    expect(await directory.lookup('999998')).toEqual({
      areas: [
        { name: 'New Colony', district: 'Thane', state: 'Maharashtra' },
        { name: 'Old Colony', district: 'Thane', state: 'Maharashtra' },
      ],
    });
    expect(await directory.lookup('123456')).toBeNull();
    const started = Date.now();
    expect(await directory.lookup('333333')).toBeNull();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await directory.lookup('444444')).toBeNull();
    expect(await directory.lookup('555555')).toBeNull();
  });

  it('is null when the service cannot be reached at all', async () => {
    const directory = new PostalPincodeDirectory({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await directory.lookup('400067')).toBeNull();
  });

  it('answers PINs the bundled directory lacks, and only those', async () => {
    // The same database, configured for the fallback: a second app, not a second database copy.
    const { env } = ctx.app.deps;
    const other = await buildApp({
      ...ctx.app.deps,
      env: { ...env, PINCODE_LOOKUP: 'postalpincode', PINCODE_API_URL: fake.url },
    });
    const ask = async (pincode: string) => other.inject({ method: 'GET', url: `/api/pincodes/${pincode}` });
    try {
      fake.hits.length = 0;
      expect((await ask('400067')).json().areaName).toBe('Charkop');
      expect(fake.hits).toEqual([]);

      const res = await ask('999998');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        areaName: 'New Colony',
        district: 'Thane',
        serviceable: false,
        serviceability: 'unknown',
        nearestBranch: null,
      });
      expect((await ask('999997')).statusCode).toBe(404);
      expect(fake.hits).toEqual(['999998', '999997']);
    } finally {
      await other.close();
    }
  });

  it('refuses to start half configured', () => {
    expect(() =>
      createPincodeDirectory({ PINCODE_LOOKUP: 'postalpincode', PINCODE_API_URL: undefined }, db),
    ).toThrow(/PINCODE_API_URL/);
  });
});
