import { readFile } from 'node:fs/promises';
import { addDays, todayInIndia } from '@vastra/shared/rules';
import { PIECE_PHOTO_MESSAGE } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { multipart } from '../../test-support/multipart.ts';
import { auditActions, branchByCode, createPieceAs, rentalForm } from '../../test-support/pieces.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
let kdv: { id: number; code: string };
let gkp: { id: number; code: string };
let owner: { headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestApp();
  kdv = await branchByCode(ctx, 'KDV');
  gkp = await branchByCode(ctx, 'GKP');
  owner = await signInAsStaff(ctx, 'owner');
});
afterAll(() => ctx.close());

const get = (url: string, headers = owner.headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = owner.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const upload = (id: number, data: Buffer, filename: string, headers = owner.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/pieces/${id}/photos`,
    ...multipart([{ name: 'photo', filename, data, type: 'image/jpeg' }], headers),
  });

/** A phone photo: a JPEG with EXIF (camera, orientation) as a camera writes it. */
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a02040' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'secret owner' } })
    .toBuffer();

/** The piece rented for an event `days` ahead by a customer who paid the advance. */
async function rentAndPay(piece: { id: number; code: string }, days: number) {
  const who = await createCustomer(ctx);
  await rentIntoCart(ctx, who, { ...piece, grp: 1, baseRent: 4999, branchId: kdv.id }, eventIn(ctx, days));
  const placed = await placeOrder(ctx, who);
  const { order, payment } = placed.json();
  expect((await payOrder(ctx, who, order.id, payment.gatewayOrderId)).statusCode).toBe(200);
  const line = await ctx.app.db.execute(
    sql`select delivery_date as "deliveryDate", return_date as "returnDate" from order_lines where order_id = ${order.id}`,
  );
  return line.rows[0] as { deliveryDate: string; returnDate: string };
}

describe('piece photos', () => {
  it('stores an upload without EXIF with its storefront variants; reorders, picks the main one, deletes', async () => {
    const piece = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const first = await upload(piece.id, await phonePhoto(), 'IMG_0001.jpg');
    expect(first.statusCode).toBe(201);
    const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: '#204080' } })
      .png()
      .toBuffer();
    const second = await upload(piece.id, png, 'scan.png');
    const photos = second.json().photos as { id: string; url: string }[];
    expect(photos).toHaveLength(2);
    const key = `p/${piece.code}/${photos[0]?.id}`;
    const original = await ctx.app.deps.storage.get(`originals/${key}`);
    const meta = await sharp(original?.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await ctx.app.deps.storage.exists(`media/${key}/card-330.webp`)).toBe(true);
    expect(await ctx.app.deps.storage.exists(`media/${key}/detail-1400.webp`)).toBe(true);
    const card = await ctx.app.inject({ method: 'GET', url: photos[0]?.url ?? '' });
    expect(card.headers['content-type']).toBe('image/webp');
    expect((await sharp(card.rawPayload).metadata()).exif).toBeUndefined();
    // The storefront shows them; the second becomes the main one.
    const [a, b] = photos.map((p) => p.id);
    const ordered = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/pieces/${piece.id}/photos`,
      headers: owner.headers,
      payload: { photos: [b, a] },
    });
    expect(ordered.json().photos.map((p: { id: string }) => p.id)).toEqual([b, a]);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}` })).json();
    expect(page.images).toHaveLength(2);
    expect(page.image.card['330']).toContain(`/${b}/card-330.webp`);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/pieces/${piece.id}/photos`,
      headers: owner.headers,
      payload: { photos: [a, a] },
    });
    expect(bad.statusCode).toBe(400);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/pieces/${piece.id}/photos/${a}`,
      headers: owner.headers,
    });
    expect(removed.json().photos.map((p: { id: string }) => p.id)).toEqual([b]);
    expect(await ctx.app.deps.storage.exists(`originals/p/${piece.code}/${a}`)).toBe(false);
    expect((await auditActions(ctx, piece.id)).sort()).toEqual([
      'piece.create',
      'piece.photo_add',
      'piece.photo_add',
      'piece.photo_delete',
      'piece.photo_order',
    ]);
  });

  it('refuses a 30 MB photo, a PDF renamed .jpg and a staff upload, changing nothing', async () => {
    const piece = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const huge = Buffer.concat([await phonePhoto(), Buffer.alloc(30 * 1024 * 1024, 1)]);
    const big = await upload(piece.id, huge, 'huge.jpg');
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ code: 'VALIDATION', message: PIECE_PHOTO_MESSAGE });
    const pdf = await readFile(new URL('../../test-support/files/chromium-print.pdf', import.meta.url));
    const renamed = await upload(piece.id, pdf, 'photo.jpg');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toBe('This file is not a JPEG or PNG photo. Please choose a photo.');
    const staff = await signInAsStaff(ctx, 'staff', ['KDV']);
    expect((await upload(piece.id, await phonePhoto(), 'a.jpg', staff.headers)).statusCode).toBe(403);
    expect((await get(`/api/staff/pieces/${piece.id}`)).json().photos).toEqual([]);
    expect(await auditActions(ctx, piece.id)).toEqual(['piece.create']);
  });
});

describe('status of a piece', () => {
  it('staff block a piece for cleaning; the storefront shows those days taken and the status says blocked', async () => {
    const piece = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const staff = await signInAsStaff(ctx, 'staff', ['KDV']);
    const from = eventIn(ctx, 10);
    const made = await post(
      '/api/staff/calendar/blocks',
      { productId: piece.id, from, to: addDays(from, 2), note: 'Stain' },
      staff.headers,
    );
    expect(made.statusCode).toBe(201);
    const seen = (await get(`/api/staff/pieces/${piece.id}`, staff.headers)).json();
    expect(seen).toMatchObject({
      status: 'blocked',
      blocks: [{ from, to: addDays(from, 2), note: 'Stain' }],
    });
    const booked = await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}/booked-dates` });
    expect(booked.json().dates).toEqual(expect.arrayContaining([from, addDays(from, 1), addDays(from, 2)]));
    const list = await get(`/api/staff/pieces?status=blocked&q=${piece.code}`);
    expect(list.json().total).toBe(1);
  });

  it('moves a piece: bookings before arrival stay at the old branch, new ones start on the arrival day', async () => {
    const piece = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const rented = await rentAndPay(piece, 6);
    const early = addDays(rented.returnDate, 0);
    const refused = await post(`/api/staff/pieces/${piece.id}/move`, { branchId: gkp.id, arrivesOn: early });
    expect(refused.statusCode).toBe(409);
    const arrivesOn = addDays(rented.returnDate, 3);
    const moved = await post(`/api/staff/pieces/${piece.id}/move`, { branchId: gkp.id, arrivesOn });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'moving',
      arrivesOn,
      branch: { code: 'GKP' },
      movedFrom: { code: 'KDV' },
    });
    // Nothing can be delivered before the arrival day; the arrival day itself is free.
    const beforeArrival = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${piece.code}/quote?eventDate=${arrivesOn}&period=4`,
    });
    expect(beforeArrival.statusCode).toBe(409);
    const onArrival = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${piece.code}/quote?eventDate=${addDays(arrivesOn, 1)}&period=4`,
    });
    expect(onArrival.statusCode).toBe(200);
    const dates = (
      await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}/booked-dates` })
    ).json().dates;
    expect(dates).toContain(addDays(arrivesOn, -1));
    expect(dates).not.toContain(arrivesOn);
    // The old branch's calendar keeps the rental; the new one shows the piece without it.
    const from = todayInIndia(ctx.clock.now);
    const range = `from=${from}&to=${addDays(from, 30)}&q=${piece.code}`;
    const old = (await get(`/api/staff/calendar?branch=${kdv.id}&${range}`)).json().pieces[0];
    expect(old.bars.some((b: { kind: string }) => b.kind === 'rental')).toBe(true);
    const next = (await get(`/api/staff/calendar?branch=${gkp.id}&${range}`)).json().pieces[0];
    expect(next.code).toBe(piece.code);
    expect(next.bars).toEqual([]);
    const manager = await signInAsStaff(ctx, 'manager', ['KDV']);
    expect(
      (await post(`/api/staff/pieces/${piece.id}/move`, { branchId: kdv.id, arrivesOn }, manager.headers))
        .statusCode,
    ).toBe(404);
    expect(await auditActions(ctx, piece.id)).toContain('piece.move');
  });

  it('refuses to retire a piece with bookings to come; retired, it becomes a pre-used sale with its MRP', async () => {
    const busy = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(kdv.id, { name: 'Retiring Busy Sherwani' }),
    );
    await rentAndPay(busy, 8);
    const refused = await post(`/api/staff/pieces/${busy.id}/retire`, { conditionNote: 'Worn', sale: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This piece still has 1 booking to come. Move them to another piece or cancel them first, then retire it.',
    );
    expect((await get(`/api/staff/pieces/${busy.id}`)).json().status).toBe('active');

    const piece = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(kdv.id, { name: 'Retired Rose Lehenga Coat' }),
    );
    await upload(piece.id, await phonePhoto(), 'front.jpg');
    const from = eventIn(ctx, 5);
    await post('/api/staff/calendar/blocks', { productId: piece.id, from, to: from, note: 'Repair' });
    const staff = await signInAsStaff(ctx, 'staff', ['KDV']);
    expect(
      (await post(`/api/staff/pieces/${piece.id}/retire`, { conditionNote: 'x', sale: null }, staff.headers))
        .statusCode,
    ).toBe(403);
    const retired = await post(`/api/staff/pieces/${piece.id}/retire`, {
      conditionNote: 'Faded hem, small repair on the sleeve',
      sale: { salePrice: 6999, mrp: 32999 },
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({
      status: 'retired',
      blocks: [],
      saleListing: { code: `${piece.code}-S` },
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}` })).statusCode).toBe(
      404,
    );
    const sale = (
      await ctx.app.inject({ method: 'GET', url: '/api/products?type=buy&q=retired%20rose' })
    ).json();
    expect(sale.items).toEqual([
      expect.objectContaining({ code: `${piece.code}-S`, type: 'buy', salePrice: 6999, mrp: 32999 }),
    ]);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}-S` })).json();
    expect(page).toMatchObject({
      remark: 'Faded hem, small repair on the sleeve',
      images: [expect.anything()],
    });
    const listing = (await get(`/api/staff/pieces/${retired.json().saleListing.id}`)).json();
    expect(listing).toMatchObject({ type: 'buy', fromPiece: { id: piece.id }, photos: [expect.anything()] });
    expect(await auditActions(ctx, piece.id)).toEqual(
      expect.arrayContaining(['piece.photo_add', 'piece.retire']),
    );
    expect(await auditActions(ctx, listing.id)).toEqual(['piece.sale_listing']);
  });
});
