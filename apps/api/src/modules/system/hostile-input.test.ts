import { addDays, todayInIndia } from '@vastra/shared/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { MEN_SIZES, pickPiece } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { readSettings, updateSettings } from './settings.ts';

/**
 * Every route of the OpenAPI document, every method, gets generated hostile values in each path
 * and query parameter, header and body field (a logged-in customer for private routes). No answer
 * may be a 5xx or show a stack trace. Routes are read from /api/docs/json, so a route added later
 * is covered without touching this file.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);

let ctx: TestContext;
let routes: { method: string; path: string; op: Operation }[] = [];
const known = { code: '', cursor: '', future: '', uuid: '00000000-0000-4000-8000-000000000000' };

beforeAll(async () => {
  ctx = await createTestApp();
  const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(docs.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  known.code = (await pickPiece(ctx, 'men')).code;
  known.future = addDays(todayInIndia(ctx.clock.now), 30);
  const page = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' });
  known.cursor = page.json().nextCursor ?? '';
});
afterAll(() => ctx.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Strings a careless server turns into a 500: NUL, lone surrogates, far dates, huge numbers... */
function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '9999-12-31',
      '2199-12-31',
      '0001-01-01',
      '2026-02-30',
      '+275760-09-13',
      '-1',
      '0',
      '1e309',
      'NaN',
      'Infinity',
      '2147483648',
      '99999999999999999999999',
      '../../etc/passwd',
      "'; drop table users; --",
      '<script>alert(1)</script>',
      '%00',
      '\u202e',
      ' ',
      '',
      'x'.repeat(5000),
      b64(['abc', 1]),
      b64(['1', 1e20]),
      b64(['2026-02-30 10:00:00+00', 1]),
      b64(['\u0000', 1]),
      b64([1]),
      b64({}),
      'not-base64!!',
    ),
    fc.constant(known.cursor.slice(0, Math.max(1, Math.floor(known.cursor.length / 2)))),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
}

function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileString(),
    fc.constantFrom(null, true, false, -1, 0, 1e308, -1e308, 2 ** 53, 3.5, 2_147_483_648, [], {}, ['\u0000']),
    fc.constant(
      Object.fromEntries([
        ['\u0000', 'x'],
        ['\ud800', 1],
      ]),
    ),
  );
}

/** A value that passes the field's own schema often enough to reach the code behind it. */
function plausible(schema: JsonSchema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, name, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) return objectOf(schema, depth + 1);
  if (type === 'array') return fc.array(field(schema.items, name, depth + 1), { maxLength: 3 });
  if (type === 'integer' || type === 'number') return fc.integer({ min: -3, max: 60 });
  if (type === 'boolean') return fc.boolean();
  if (/date/i.test(name)) return fc.constantFrom(known.future, addDays(known.future, 400));
  if (/mobile|phone|contact/i.test(name)) return fc.constant('9876543210');
  if (/pincode|zip/i.test(name)) return fc.constant('400067');
  if (/email/i.test(name)) return fc.constant('a@example.in');
  if (/code/i.test(name)) return fc.constantFrom(known.code, 'A');
  if (/id$/i.test(name)) return fc.constant(known.uuid);
  if (/cursor/i.test(name)) return fc.constant(known.cursor);
  return fc.constantFrom('Asha', '1');
}

function field(schema: JsonSchema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(plausible(schema, name, depth), hostileValue());
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).map(
    ([name, s]) => [name, fc.option(field(s, name, depth), { nil: undefined })] as const,
  );
  return fc.record(Object.fromEntries(entries));
}

/** Header values cannot carry control characters on the wire; keep what a client could send. */
const headerSafe = (value: unknown) =>
  String(value)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200) || '-';

function requestFor(route: (typeof routes)[number]) {
  const params = route.op.parameters ?? [];
  const arbitrary = (p: Parameter) =>
    p.in === 'path'
      ? fc.oneof(hostileString(), plausible(p.schema, p.name))
      : fc.option(fc.oneof(hostileString(), plausible(p.schema, p.name)), { nil: undefined });
  const json = route.op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    params: fc.record(Object.fromEntries(params.map((p) => [`${p.in}:${p.name}`, arbitrary(p)]))),
    body: json
      ? fc.oneof({ weight: 4, arbitrary: objectOf(json, 0) }, { weight: 1, arbitrary: hostileValue() })
      : fc.constant(undefined),
    ip: fc.integer({ min: 1, max: 65_000 }),
  });
}

/** Percent-encodes a path segment; a lone surrogate goes out as the invalid UTF-8 a client could send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const STACK = /\n\s+at |node_modules|\.ts:\d+|drizzle|Failed query/;

describe('hostile input never makes a 500', () => {
  it('every route and method answers generated hostile values without a 5xx or a stack trace', async () => {
    expect(routes.length).toBeGreaterThan(40);
    // A generated settings change may be valid and is then saved: the shop's rules come back after.
    const settingsBefore = (await readSettings(ctx.app.db)).value;
    onTestFinished(() => updateSettings(ctx.app.db, settingsBefore).then(() => undefined));
    for (const route of routes) {
      // Staff routes are tried with an owner's token, so their handlers (not only the guard) see the input.
      const who = route.path.startsWith('/api/staff/')
        ? await signInAsStaff(ctx, 'owner')
        : await createCustomer(ctx);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ params, body, ip }) => {
          let url = route.path;
          const query = new URLSearchParams();
          const headers: Record<string, string> = { ...who.headers };
          for (const [key, value] of Object.entries(params)) {
            if (value === undefined) continue;
            const [where, name = ''] = key.split(/:(.*)/s);
            const text = typeof value === 'string' ? value : JSON.stringify(value);
            if (where === 'path') url = url.replace(`{${name}}`, encodeSegment(text));
            else if (where === 'query') query.append(name, text);
            else headers[name] = headerSafe(text);
          }
          const search = query.toString();
          if (body !== undefined) headers['content-type'] = 'application/json';
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers,
            remoteAddress: `198.19.${ip >> 8}.${ip & 255}`,
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          const where = `${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          expect(STACK.test(res.body), where).toBe(false);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
  }, 300_000);

  it('names the field when text holds a NUL or a lone surrogate', async () => {
    const who = await createCustomer(ctx);
    for (const firstName of ['Asha\u0000', 'Asha\ud800']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { ...who.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ firstName, lastName: 'Rao' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.firstName).toMatch(/NUL characters or broken Unicode/);
    }
  });

  it('refuses event dates past the booking horizon with the last allowed day', async () => {
    const far = addDays(todayInIndia(ctx.clock.now), 366);
    const quote = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${known.code}/quote?eventDate=${far}&period=4`,
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error.message).toMatch(/Please select a date on or before/);
    const listing = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?eventDate=9999-12-31&period=10',
    });
    expect(listing.statusCode).toBe(400);
    const who = await createCustomer(ctx);
    const choice = { eventDate: far, period: 4, measurements: MEN_SIZES };
    const cart = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.headers,
      payload: { code: known.code, ...choice },
    });
    expect(cart.statusCode).toBe(400);
    expect(cart.json().error.message).toMatch(/Please select a date on or before/);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: who.headers,
      payload: { code: known.code },
    });
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/wishlist/${known.code}/move-to-cart`,
      headers: who.headers,
      payload: { ...choice, eventDate: '9999-12-31' },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('refuses forged and truncated listing cursors', async () => {
    for (const cursor of [known.cursor.slice(0, 5), b64(['abc', 1]), b64(['1', 1e20]), b64(['\u0000', 1])]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products?cursor=${cursor}` });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.fields.cursor).toBe('Cursor is not valid');
    }
  });
});
