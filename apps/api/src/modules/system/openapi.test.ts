import { INT4_MAX } from '@vastra/shared/schemas';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { openApiPlugin } from '../../plugins/openapi.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../../plugins/openapi-document.ts';
import { OPERATIONS } from '../../plugins/openapi-operations.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

type ErrorBodySchema = { properties?: { error?: { properties?: Record<string, unknown> } } };

/** What a client generator or a reader of the contract needs from every operation. */
function contractProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const tags = new Set((doc.tags ?? []).map((tag) => tag.name));
  const access = new Map(Object.values(OPERATIONS).map((entry) => [entry.id, entry.access]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item).filter(([m]) => METHODS.includes(m))) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!op.operationId || !access.has(op.operationId)) {
        problems.push(`${name} has no entry in apps/api/src/plugins/openapi-operations.ts`);
      }
      if (!op.summary?.trim()) problems.push(`${name} has no summary`);
      if (!op.tags?.length) problems.push(`${name} has no tag`);
      for (const tag of op.tags ?? []) if (!tags.has(tag)) problems.push(`${name}: tag ${tag} is not listed`);
      const wanted = access.get(op.operationId ?? '') === 'public' ? [] : [{ bearer: [] }];
      if (JSON.stringify(op.security) !== JSON.stringify(wanted)) {
        problems.push(`${name}: security ${JSON.stringify(op.security)}, expected ${JSON.stringify(wanted)}`);
      }
      const errors = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('4'));
      if (errors.length === 0) problems.push(`${name} lists no 4xx response`);
      for (const [status, response] of errors) {
        const schema = response.content?.['application/json']?.schema as ErrorBodySchema | undefined;
        const fields = schema?.properties?.error?.properties ?? {};
        if (!('code' in fields && 'message' in fields)) {
          problems.push(`${name}: ${status} is not the shared error body`);
        }
      }
      const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
      for (const [, param] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!declared.has(param ?? '')) problems.push(`${name}: path parameter ${param} is not declared`);
      }
    }
  }
  return problems;
}

type NumberSchema = {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, NumberSchema>;
  items?: NumberSchema;
  anyOf?: NumberSchema[];
  oneOf?: NumberSchema[];
  allOf?: NumberSchema[];
};
type RequestParts = {
  parameters?: Array<{ in: string; name: string; schema?: NumberSchema }>;
  requestBody?: { content?: Record<string, { schema?: NumberSchema }> };
};

/** Whole numbers a request may carry above PostgreSQL's integer: the database would refuse them with a 500. */
function unboundedIntegers(doc: OpenApiDocument): string[] {
  const found: string[] = [];
  const walk = (schema: NumberSchema | undefined, where: string) => {
    if (!schema) return;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer') && !((schema.maximum ?? Infinity) <= INT4_MAX)) found.push(where);
    for (const [name, inner] of Object.entries(schema.properties ?? {})) walk(inner, `${where}.${name}`);
    walk(schema.items, `${where}[]`);
    for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(inner, where);
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item).filter(([m]) => METHODS.includes(m))) {
      const parts = op as RequestParts;
      const name = `${method.toUpperCase()} ${path}`;
      for (const p of parts.parameters ?? []) walk(p.schema, `${name} ${p.in} ${p.name}`);
      walk(parts.requestBody?.content?.['application/json']?.schema, `${name} body`);
    }
  }
  return found;
}

function operationIds(doc: OpenApiDocument): string[] {
  return Object.values(doc.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([, op]) => op.operationId ?? ''),
  );
}

describe('the OpenAPI document at /api/docs/json', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    doc = await buildOpenApiDocument({ PUBLIC_URL: 'https://shop.example.in/' });
  });

  it('describes every served route completely: id, summary, tag, security, errors, parameters', () => {
    expect(contractProblems(doc)).toEqual([]);
    expect(doc.paths['/api/products/{code}']?.get?.operationId).toBe('getProduct');
    expect(doc.paths['/api/products/{code}']?.get?.security).toEqual([]);
    expect(doc.paths['/api/orders']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/media/{path}']?.get?.parameters?.map((p) => p.name)).toEqual(['path']);
  });

  it('lets no request carry a whole number larger than the database holds', () => {
    expect(unboundedIntegers(doc)).toEqual([]);
    const open = structuredClone(doc);
    const staffMembers = open.paths['/api/staff/members']?.post as RequestParts;
    const body = staffMembers.requestBody?.content?.['application/json']?.schema;
    const branchIds = body?.properties?.branchIds?.items;
    expect(branchIds?.maximum).toBe(INT4_MAX);
    if (branchIds) delete branchIds.maximum;
    expect(unboundedIntegers(open)).toEqual(['POST /api/staff/members body.branchIds[]']);
  });

  it('has one operation per table entry, each operationId used once', () => {
    const ids = operationIds(doc);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      Object.values(OPERATIONS)
        .map((entry) => entry.id)
        .sort(),
    );
  });

  it('names the server from PUBLIC_URL, the licence and the reserved staff tag', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://shop.example.in' })]);
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.tags?.map((tag) => tag.name)).toContain('staff');
  });

  it('reports a new route that has no entry in the operations table', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('deps', { env: loadEnv({ NODE_ENV: 'test' }) } as AppDeps);
    await app.register(openApiPlugin);
    app.get(
      '/api/gift-cards/:code',
      {
        schema: { params: z.object({ code: z.string() }), response: { 200: z.object({ ok: z.boolean() }) } },
      },
      async () => ({ ok: true }),
    );
    const served = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    await app.close();
    expect(contractProblems(served)).toEqual([
      'GET /api/gift-cards/{code} has no entry in apps/api/src/plugins/openapi-operations.ts',
      'GET /api/gift-cards/{code} has no summary',
      'GET /api/gift-cards/{code} has no tag',
      'GET /api/gift-cards/{code}: security undefined, expected [{"bearer":[]}]',
    ]);
  });
});
