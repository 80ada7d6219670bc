import { z } from 'zod';
import type { ActionDef } from './define.ts';
import { csrfExemptPaths } from './csrf.ts';

type Entry = { controller: string; action: string; def: ActionDef };
type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
    },
  },
};

/** OpenAPI 3.1 document generated from the same zod schemas that validate the calls. */
export function buildOpenApi(entries: Entry[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const { controller, action, def } of entries) {
    const path = `/api/${controller}/${action}`;
    const input = toSchema(def.input, 'input');
    const operation: Record<string, unknown> = {
      operationId: `${controller}_${action}`,
      tags: [controller],
      summary: def.summary ?? action,
      // The whole access rule the guard reads, so clients and the contract test know who is admitted.
      'x-access': def.access,
      ...(def.notImpersonating ? { 'x-not-impersonating': true } : {}),
      ...(def.exempt?.length ? { 'x-exempt': def.exempt } : {}),
      ...(def.site ? { 'x-site': def.site } : {}),
      ...(def.policy ? { 'x-policy': def.policy } : {}),
      ...(def.method === 'POST' && !csrfExemptPaths.includes(path) ? { security: [{ csrf: [] }] } : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: toSchema(def.output, 'output') } } },
        '400': errorResponse('Invalid input; the message names the field'),
        '401': errorResponse('Log on needed'),
        '403': errorResponse('Not allowed for this profile'),
        '429': errorResponse('Too many requests; see Retry-After'),
      },
    };
    // GET and multipart uploads read their input from the query string; an upload's body is the file.
    if (def.method === 'GET' || def.multipart) {
      operation.parameters = Object.entries(input.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: input.required?.includes(name) ?? false,
        schema,
      }));
    }
    if (def.multipart) {
      const file = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: file } } };
    } else if (def.method === 'POST') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: input } } };
    }
    paths[path] = { [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Nordlys API', version: '1' },
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' } },
    },
    paths,
  };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}
