import { addDays, PHOTO_MESSAGE, todayInIndia } from '@vastra/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, memberships, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { auth, loginAs } from '../../test-support/login.ts';
import { multipart } from '../../test-support/multipart.ts';

let ctx: TestContext;
let token: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, userId } = await loginAs(ctx, '9811100001'));
  // Sorted before any seeded branch: the default relationship manager comes from the first one.
  await ctx.app.db.insert(branches).values(
    [
      { code: 'TST1', name: 'Test One', rmName: 'Asha Rao', rmPhone: '9820000001', sortOrder: -1000 },
      { code: 'TST2', name: 'Test Two', rmName: 'Ravi Shah', rmPhone: '9820000002', sortOrder: -999 },
    ].map((b) => ({
      ...b,
      city: 'Mumbai',
      address: 'Linking Road',
      pincode: '400050',
      phone: '02200000000',
      email: 'branch@vastra.test',
      contactPerson: 'Manager',
      latitude: 19.06,
      longitude: 72.83,
    })),
  );
});
afterAll(() => ctx.close());

const me = (method: 'GET' | 'PUT', payload?: object, t = token) =>
  ctx.app.inject({ method, url: '/api/me', headers: auth(t), ...(payload ? { payload } : {}) });

const ACCOUNT = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  building: 'Flat 12, Sea View',
  road: 'Carter Road',
  landmark: 'Near the promenade',
  station: 'Bandra',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400050',
  phone2: '9820098200',
};

describe('every account call needs the bearer token', () => {
  const calls = [
    ['GET', '/api/me'],
    ['PUT', '/api/me'],
    ['PUT', '/api/me/photo'],
    ['GET', '/api/me/photo'],
    ['DELETE', '/api/me/photo'],
    ['GET', '/api/me/measurements'],
    ['PUT', '/api/me/measurements'],
    ['GET', '/api/me/documents'],
    ['POST', '/api/me/documents'],
    ['GET', '/api/me/documents/00000000-0000-4000-8000-000000000000/file'],
    ['DELETE', '/api/me/documents/00000000-0000-4000-8000-000000000000'],
  ] as const;

  it.each(calls)('%s %s answers 401 without a token or with a garbage one', async (method, url) => {
    const none = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const garbage = await ctx.app.inject({ method, url, headers: auth('not-a-real-token-but-long-enough') });
    expect(garbage.statusCode).toBe(401);
  });

  it('refuses an upload from a visitor before reading it', async () => {
    const form = multipart([{ name: 'photo', filename: 'a.png', data: Buffer.alloc(10) }]);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/me/photo', ...form });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('shows a new customer with the first branch relationship manager and what is missing', async () => {
    const res = await me('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: userId,
      mobile: '9811100001',
      firstName: '',
      branch: null,
      relationshipManager: { name: 'Asha Rao', phone: '9820000001' },
      membership: null,
      missingFields: ['firstName', 'lastName', 'building', 'city', 'state', 'zip', 'email'],
    });
  });

  it('saves signup details alone, then the whole account form', async () => {
    const signup = await me('PUT', {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      city: 'Mumbai',
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().missingFields).toEqual(['building', 'state', 'zip']);
    const full = await me('PUT', ACCOUNT);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ ...ACCOUNT, missingFields: [] });
    expect((await me('GET')).json()).toMatchObject(ACCOUNT);
  });

  it('checks each field given with the form messages', async () => {
    const res = await me('PUT', { firstName: ' ', email: 'not-an-email', zip: '4000', phone2: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'This field is required',
      email: 'Please enter a valid email address',
      zip: 'Pincode must be 6 digits',
      phone2: 'Alternate phone must be exactly 10 digits',
    });
    expect((await me('GET')).json().firstName).toBe('Meera');
  });

  it('ignores identity fields sent by the browser', async () => {
    const res = await me('PUT', { mobile: '9999999999', id: 'someone-else', role: 'admin', city: 'Pune' });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ mobile: '9811100001', role: 'customer', city: 'Pune' });
  });

  it('lets the customer choose a branch, which brings its relationship manager', async () => {
    const chosen = await me('PUT', { branchCode: 'TST2' });
    expect(chosen.json()).toMatchObject({
      branch: { code: 'TST2', name: 'Test Two', city: 'Mumbai' },
      relationshipManager: { name: 'Ravi Shah', phone: '9820000002' },
    });
    const unknown = await me('PUT', { branchCode: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.branchCode).toBe('Please choose a branch from the list.');
    const reset = await me('PUT', { branchCode: null });
    expect(reset.json()).toMatchObject({ branch: null, relationshipManager: { name: 'Asha Rao' } });
  });

  it('keeps the language the customer chose, returns it on /api/me and in the message settings', async () => {
    const { token: own, userId: ownId } = await loginAs(ctx, '9811100077');
    expect((await me('GET', undefined, own)).json().language).toBe('en');
    const chosen = await me('PUT', { language: 'hi' }, own);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('hi');
    expect((await me('GET', undefined, own)).json().language).toBe('hi');
    const [row] = await ctx.app.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, ownId));
    expect(row?.language).toBe('hi');
    const prefs = await ctx.app.inject({ method: 'GET', url: '/api/me/notifications', headers: auth(own) });
    expect(prefs.json().language).toBe('hi');
    // A language the shop does not have is refused, in words, and nothing changes.
    const unknown = await me('PUT', { language: 'fr' }, own);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Please choose a language from the list: en, hi.');
    expect(unknown.json().error.fields.language).toBe('Please choose a language from the list: en, hi.');
    expect((await me('GET', undefined, own)).json().language).toBe('hi');
  });

  it('shows an active membership until its last day (IST), not a pending or lapsed one', async () => {
    const today = todayInIndia(ctx.clock.now);
    const base = {
      userId,
      amount: 299,
      mobile: '9811100001',
      name: 'Meera',
      email: 'm@x.in',
      city: 'Mumbai',
      pincode: '400050',
    };
    await ctx.app.db.insert(memberships).values([
      { ...base, plan: 'B', status: 'active', discountPct: 7, startsOn: addDays(today, -300), endsOn: today },
      {
        ...base,
        plan: 'C',
        status: 'pending',
        discountPct: 10,
        startsOn: today,
        endsOn: addDays(today, 365),
      },
    ]);
    expect((await me('GET')).json().membership).toEqual({
      plan: 'B',
      name: 'Standard',
      discountPct: 7,
      endsOn: today,
    });
    ctx.clock.advance(24 * 3600_000);
    expect((await me('GET')).json().membership).toBeNull();
  });
});

describe('measurements', () => {
  const put = (payload: object, t = token) =>
    ctx.app.inject({ method: 'PUT', url: '/api/me/measurements', headers: auth(t), payload });

  it('starts empty and saves what is given, one decimal at most', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/me/measurements', headers: auth(token) });
    expect(empty.json()).toMatchObject({ pantLength: null, chest: null, topBust: null, updatedAt: null });
    const saved = await put({ pantLength: 40.5, pantWaist: 32, chest: '38', sleeveLength: 25 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      pantLength: 40.5,
      pantWaist: 32,
      chest: 38,
      sleeveLength: 25,
      topBust: null,
    });
    const women = await put({ topBust: 34.5, chaniyaLength: 41, pantWaist: null });
    expect(women.json()).toMatchObject({
      pantLength: 40.5,
      pantWaist: null,
      topBust: 34.5,
      chaniyaLength: 41,
    });
    expect(women.json().updatedAt).toBe(ctx.clock.now.toISOString());
  });

  it('refuses values outside 1 to 99.9 inches or with two decimals', async () => {
    const res = await put({ chest: 100, pantLength: 0.5, topWaist: 30.25, topSleeves: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      chest: 'Chest must be between 1 and 99.9 inches',
      pantLength: 'Pant length must be between 1 and 99.9 inches',
      topWaist: 'Top waist may have one decimal at most',
      topSleeves: 'Top sleeves must be a number',
    });
  });

  it("keeps each customer's measurements their own", async () => {
    const other = await loginAs(ctx, '9811100002');
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/measurements',
      headers: auth(other.token),
    });
    expect(theirs.json().pantLength).toBeNull();
  });
});

describe('profile photo', () => {
  const upload = (data: Buffer, filename = 'me.png', t = token) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      ...multipart([{ name: 'photo', filename, data }], auth(t)),
    });

  /** A noisy PNG (noise does not compress) padded after its end marker to exactly `bytes`. */
  async function pngOf(bytes: number): Promise<Buffer> {
    const side = 380;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeLessThan(bytes);
    return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
  }

  it('accepts a PNG of 800 KB and stores it as a 400x400 WebP served to its owner', async () => {
    const res = await upload(await pngOf(819_200));
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json();
    expect(photoUrl).toMatch(/^\/api\/me\/photo\?v=/);
    expect((await me('GET')).json().photoUrl).toBe(photoUrl);
    const photo = await ctx.app.inject({ method: 'GET', url: photoUrl, headers: auth(token) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    const other = await loginAs(ctx, '9811100003');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/photo', headers: auth(other.token) })).statusCode,
    ).toBe(404);
  });

  it('accepts a JPEG and a GIF, replacing the old file', async () => {
    const [before] = await ctx.app.db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
    const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, 'me.jpg')).statusCode).toBe(200);
    expect(await ctx.app.deps.storage.exists(before!.key!)).toBe(false);
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#3a3' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'me.gif')).statusCode).toBe(200);
  });

  it('refuses 801 KB, a text file named .png, a broken image and a missing file', async () => {
    for (const data of [
      await pngOf(820_224),
      Buffer.from('just some text, honestly'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]),
    ]) {
      const res = await upload(data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: PHOTO_MESSAGE, fields: { photo: PHOTO_MESSAGE } });
    }
    const none = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      ...multipart([{ name: 'note', value: 'no file here' }], auth(token)),
    });
    expect(none.statusCode).toBe(400);
  });

  it('answers 400, never 500, to a body that is not a proper multipart form', async () => {
    const json = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      headers: auth(token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      headers: { ...auth(token), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('resets the photo', async () => {
    const [before] = await ctx.app.db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/me/photo', headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect((await me('GET')).json().photoUrl).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/photo', headers: auth(token) })).statusCode,
    ).toBe(404);
    expect(await ctx.app.deps.storage.exists(before!.key!)).toBe(false);
  });
});

describe('API description', () => {
  it('publishes the account calls with their bearer security', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/me', '/api/me/photo', '/api/me/measurements', '/api/me/documents']) {
      expect(doc.paths[path]?.get?.security).toEqual([{ bearer: [] }]);
    }
    expect(Object.keys(doc.paths['/api/me/documents'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(doc.paths['/api/auth/verify'].post.tags).toEqual(['auth']);
  });
});
