import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../lib/error-schema.ts';
import { type Access, OPERATIONS, TAGS } from './openapi-operations.ts';

type JsonObject = Record<string, unknown>;

/** The name a wildcard route's rest of the path gets in the document ('/media/*' → '/media/{path}'). */
const WILDCARD_PARAM = 'path';

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  customer: [{ bearer: [] }],
  staff: [{ bearer: [] }],
};

/** The shared error body as JSON schema, converted the same way as the routes' own errors. */
function errorResponse(): JsonObject {
  const converted = jsonSchemaTransform({
    schema: { response: { 400: ErrorSchema } },
    url: '/',
    route: { method: 'GET', url: '/', handler: () => undefined },
    openapiObject: {},
  } as Parameters<SwaggerTransform>[0]);
  const body = (converted.schema.response as JsonObject)[400] as JsonObject;
  return { ...body, description: 'The request was refused; the body says why (shared error shape)' };
}

/** Renames the wildcard parameter '*' so the path and its declared parameters agree. */
function nameWildcard(url: string, schema: JsonObject): string {
  if (!url.endsWith('*')) return url;
  const params = schema.params as { properties?: JsonObject; required?: string[] } | undefined;
  const star = params?.properties?.['*'] ?? { type: 'string' };
  const properties = { ...params?.properties };
  delete properties['*'];
  schema.params = {
    ...params,
    type: 'object',
    properties: { ...properties, [WILDCARD_PARAM]: star },
    required: [...(params?.required ?? []).filter((name) => name !== '*'), WILDCARD_PARAM],
  };
  return `${url.slice(0, -1)}{${WILDCARD_PARAM}}`;
}

/**
 * Converts a route's zod schema and completes it from the operations table: operationId, and
 * summary, tags and security when the route does not state them; an operation that lists no
 * client error gets the shared error body for any 4xx.
 */
function openApiTransform(): SwaggerTransform {
  const clientError = errorResponse();
  return (input) => {
    const converted = jsonSchemaTransform(input);
    const schema: JsonObject = { ...(converted.schema as JsonObject) };
    if (schema.hide) return { schema: schema as FastifySchema, url: converted.url };
    const methods = [input.route.method].flat().filter((m) => m !== 'HEAD');
    const entry = methods.map((m) => OPERATIONS[`${m} ${input.url}`]).find(Boolean);
    if (entry) {
      schema.operationId ??= entry.id;
      if (!schema.summary && entry.summary) schema.summary = entry.summary;
      if (!schema.tags && entry.tags) schema.tags = entry.tags;
      schema.security ??= SECURITY[entry.access];
    }
    const response = { ...(schema.response as JsonObject | undefined) };
    if (!Object.keys(response).some((status) => status.startsWith('4'))) {
      // Without any response schema the document would say '200 Default Response'; keep a success.
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        response[200] = { type: 'null', description: 'Success' };
      }
      response['4xx'] = clientError;
      schema.response = response;
    }
    const url = nameWildcard(converted.url, schema);
    return { schema: schema as FastifySchema, url };
  };
}

/** The OpenAPI document at /api/docs/json and its viewer at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const origin = app.deps.env.PUBLIC_URL.replace(/\/$/, '');
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vastra API',
        description: 'Wedding and occasion outfit rental and sale',
        version: '1.0.0',
        license: { name: "Proprietary, under the shop's terms", url: `${origin}/terms-conditions/` },
      },
      servers: [{ url: origin, description: 'This shop (PUBLIC_URL)' }],
      tags: TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform(),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
