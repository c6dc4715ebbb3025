import { DOCUMENT_FILE_MESSAGE } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { decrypt, documentKey, encrypt } from '../../lib/crypto.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { auth, loginAs } from '../../test-support/login.ts';
import { multipart } from '../../test-support/multipart.ts';
import { buildPdf, CHROMIUM_PDF } from '../../test-support/pdf.ts';
import { readDocumentFile } from './documents.ts';

let ctx: TestContext;
let owner: { token: string; userId: string };
let stranger: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginAs(ctx, '9822200001');
  stranger = await loginAs(ctx, '9822200002');
});
afterAll(() => ctx.close());

const MARKER = 'VASTRA-PLAINTEXT-MARKER-42';
const PDF = buildPdf(MARKER);

function upload(token: string, parts: Parameters<typeof multipart>[0]) {
  return ctx.app.inject({ method: 'POST', url: '/api/me/documents', ...multipart(parts, auth(token)) });
}
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: auth(token) });

describe('ID documents', () => {
  let documentId: string;
  let fileUrl: string;

  it('stores an upload encrypted and gives it back to its owner', async () => {
    const res = await upload(owner.token, [
      { name: 'type', value: 'Aadhar Card' },
      { name: 'file', filename: 'aadhaar ಕಾರ್ಡ್.pdf', data: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      type: 'Aadhar Card',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      originalName: 'aadhaar ಕಾರ್ಡ್.pdf',
    });
    expect(doc.url).toBe(`/api/me/documents/${doc.id}/file`);
    documentId = doc.id;
    fileUrl = doc.url;

    const [row] = await ctx.app.db.select().from(documents).where(eq(documents.id, documentId));
    expect(row?.storageKey).toMatch(/^private\//);
    const raw = await ctx.app.deps.storage.get(row!.storageKey);
    expect(raw).not.toBeNull();
    expect(raw!.data.equals(PDF)).toBe(false);
    expect(raw!.data.includes(Buffer.from(MARKER))).toBe(false);
    expect(raw!.data.includes(Buffer.from('%PDF'))).toBe(false);

    const file = await get(fileUrl, owner.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="aadhaar _+\.pdf"; /);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''aadhaar%20");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("lists only the customer's own documents", async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(
      (
        await upload(owner.token, [
          { name: 'type', value: 'License' },
          { name: 'file', filename: 'dl.jpg', data: jpeg },
        ])
      ).statusCode,
    ).toBe(201);
    const mine = await get('/api/me/documents', owner.token);
    expect(
      mine
        .json()
        .items.map((d: { type: string }) => d.type)
        .sort(),
    ).toEqual(['Aadhar Card', 'License']);
    expect((await get('/api/me/documents', stranger.token)).json()).toEqual({ items: [] });
  });

  it("answers 404 for another customer's document, as if it did not exist", async () => {
    expect((await get(fileUrl, stranger.token)).statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/documents/${documentId}`,
      headers: auth(stranger.token),
    });
    expect(del.statusCode).toBe(404);
    expect((await get('/api/me/documents/not-a-uuid/file', owner.token)).statusCode).toBe(404);
    expect((await get(fileUrl, owner.token)).statusCode).toBe(200);
  });

  it('lets staff code read any document through the service', async () => {
    const file = await readDocumentFile(
      {
        db: ctx.app.db,
        storage: ctx.app.deps.storage,
        key: documentKey(ctx.app.deps.env),
        now: ctx.clock.now,
      },
      documentId,
    );
    expect(file).toMatchObject({ contentType: 'application/pdf', type: 'Aadhar Card' });
    expect(file.data.equals(PDF)).toBe(true);
  });

  it('refuses files whose content is not JPEG, PNG or PDF, whatever their name', async () => {
    const gif = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const cases = [
      { filename: 'notes.png', data: Buffer.from('plain text pretending to be a picture') },
      { filename: 'page.pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
      { filename: 'anim.gif', data: gif },
    ];
    for (const file of cases) {
      const res = await upload(owner.token, [
        { name: 'type', value: 'ID Card' },
        { name: 'file', ...file },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.file).toBe(DOCUMENT_FILE_MESSAGE);
    }
  });

  it('accepts real pictures and real PDFs, whichever way their cross-reference is written', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const files = [
      { filename: 'id.png', data: png, contentType: 'image/png' },
      { filename: 'printed.pdf', data: CHROMIUM_PDF, contentType: 'application/pdf' },
      { filename: 'scan.pdf', data: buildPdf('scan', { xrefStream: true }), contentType: 'application/pdf' },
    ];
    for (const { contentType, ...file } of files) {
      const res = await upload(stranger.token, [
        { name: 'type', value: 'ID Card' },
        { name: 'file', ...file },
      ]);
      expect(res.statusCode, file.filename).toBe(201);
      expect(res.json().contentType).toBe(contentType);
      const served = await get(res.json().url, stranger.token);
      expect(served.rawPayload.equals(file.data)).toBe(true);
      expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    }
  });

  it('refuses a right first few bytes followed by anything else, and a truncated file', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const garbage = Buffer.from('<svg onload=alert(1)>'.repeat(50));
    const pdf = buildPdf('whole');
    const cases = [
      { filename: 'a.jpg', data: Buffer.concat([jpeg.subarray(0, 3), garbage]) },
      { filename: 'b.jpg', data: Buffer.concat([jpeg.subarray(0, 40), garbage]) },
      { filename: 'c.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length * 0.7)) },
      { filename: 'd.png', data: Buffer.concat([png.subarray(0, 8), garbage]) },
      { filename: 'e.png', data: png.subarray(0, png.length - 20) },
      { filename: 'f.pdf', data: pdf.subarray(0, pdf.length - 40) },
      { filename: 'g.pdf', data: CHROMIUM_PDF.subarray(0, CHROMIUM_PDF.length / 2) },
      {
        filename: 'h.pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage, Buffer.from('\n%%EOF\n')]),
      },
      // The table's offsets no longer point at their objects.
      { filename: 'i.pdf', data: Buffer.concat([pdf.subarray(0, 30), Buffer.from('  '), pdf.subarray(30)]) },
    ];
    for (const file of cases) {
      const res = await upload(owner.token, [
        { name: 'type', value: 'ID Card' },
        { name: 'file', ...file },
      ]);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json().error).toMatchObject({
        message: DOCUMENT_FILE_MESSAGE,
        fields: { file: DOCUMENT_FILE_MESSAGE },
      });
    }
  });

  it('refuses a file over 5 MB with 400', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(owner.token, [
      { name: 'type', value: 'ID Card' },
      { name: 'file', filename: 'big.pdf', data: big },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toBe(DOCUMENT_FILE_MESSAGE);
  });

  it('needs a known type and a file', async () => {
    const badType = await upload(owner.token, [
      { name: 'type', value: 'Passport' },
      { name: 'file', filename: 'a.pdf', data: PDF },
    ]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields.type).toBe('Please choose ID Card, Aadhar Card or License');
    const noType = await upload(owner.token, [{ name: 'file', filename: 'a.pdf', data: PDF }]);
    expect(noType.json().error.fields.type).toBeDefined();
    const noFile = await upload(owner.token, [{ name: 'type', value: 'ID Card' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.file).toBeDefined();
  });

  it('answers 400 to two files, a broken form or a JSON body', async () => {
    const two = await upload(owner.token, [
      { name: 'type', value: 'ID Card' },
      { name: 'file', filename: 'a.pdf', data: PDF },
      { name: 'file2', filename: 'b.pdf', data: PDF },
    ]);
    expect(two.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/documents',
      headers: { ...auth(owner.token), 'content-type': 'multipart/form-data; boundary=abc' },
      payload:
        '--abc\r\nContent-Disposition: form-data; name="type"\r\n\r\nID Card\r\n--abc\r\nContent-Dispo',
    });
    expect(broken.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/documents',
      headers: auth(owner.token),
      payload: { type: 'ID Card' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('deletes a document and its file', async () => {
    const [row] = await ctx.app.db.select().from(documents).where(eq(documents.id, documentId));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/documents/${documentId}`,
      headers: auth(owner.token),
    });
    expect(res.statusCode).toBe(204);
    expect((await get(fileUrl, owner.token)).statusCode).toBe(404);
    expect(await ctx.app.deps.storage.exists(row!.storageKey)).toBe(false);
  });
});

describe('encryption at rest', () => {
  it('binds a blob to its document: another id or a changed byte fails to decrypt', () => {
    const key = documentKey({});
    const blob = encrypt(key, Buffer.from('secret'), 'doc-1');
    expect(decrypt(key, blob, 'doc-1').toString()).toBe('secret');
    expect(() => decrypt(key, blob, 'doc-2')).toThrow();
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decrypt(key, tampered, 'doc-1')).toThrow();
    expect(() => decrypt(documentKey({ DOCUMENT_KEY: 'c'.repeat(64) }), blob, 'doc-1')).toThrow();
  });
});
