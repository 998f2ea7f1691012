import type { Access } from '@ssc/contracts/endpoints';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a route says about itself in the OpenAPI document (design §3: generated from zod). */
export interface OperationDoc {
  summary: string;
  /** Request body: JSON by default, multipart for uploads. */
  body?: z.ZodType;
  bodyContentType?: 'application/json' | 'multipart/form-data';
  query?: z.ZodType;
  /** Success body; omit when the answer has none (e.g. a redirect). */
  response?: z.ZodType;
  /** The success body's media type, JSON by default (e.g. a CSV download). */
  responseContentType?: string;
  /** Success status, 200 by default. */
  status?: number;
  /** Error statuses the route answers on purpose (400, 401, 404, 409, …). */
  errors?: number[];
  /** Who may call it; anyone (`guest`) when omitted. */
  access?: Access;
}

type JsonSchema = Record<string, unknown>;

/** The part of a @koa/router router that tells which routes it has. */
interface RouteTable {
  stack: { path: unknown; methods: string[] }[];
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'رسالة الخطأ بالعربية' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

// Transforms and dates have no exact JSON Schema; documenting them loosely beats refusing to.
const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** `/api/appointments/:id` → `/api/appointments/{id}`, with the names of its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The operations a service documents, and its OpenAPI 3.1 document. */
export class ApiDocs {
  readonly #operations = new Map<string, { method: HttpMethod; path: string; doc: OperationDoc }>();

  add(method: HttpMethod, path: string, doc: OperationDoc): void {
    this.#operations.set(`${method.toUpperCase()} ${path}`, { method, path, doc });
  }

  /** Routes mounted under /api that no `add` describes, as `GET /api/x` lines. */
  undocumented(router: RouteTable): string[] {
    const missing: string[] = [];
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
      for (const method of layer.methods) {
        const key = `${method} ${layer.path}`;
        if (method !== 'HEAD' && !this.#operations.has(key)) missing.push(key);
      }
    }
    return missing;
  }

  toOpenApi(service: string): JsonSchema {
    const paths: Record<string, Record<string, JsonSchema>> = {};
    for (const { method, path, doc } of this.#operations.values()) {
      const { path: key, params } = openApiPath(path);
      const success = doc.status ?? 200;
      const responses: Record<string, JsonSchema> = {
        [success]: doc.response
          ? {
              description: 'OK',
              content: {
                [doc.responseContentType ?? 'application/json']: {
                  schema: toJsonSchema(doc.response, 'output'),
                },
              },
            }
          : { description: 'OK' },
      };
      for (const status of [...(doc.errors ?? []), 500, 503]) {
        responses[status] = {
          description: 'خطأ',
          content: { 'application/json': { schema: ERROR_BODY } },
        };
      }
      paths[key] ??= {};
      paths[key][method] = {
        summary: doc.summary,
        tags: [service],
        'x-access': doc.access ?? 'guest',
        parameters: [
          ...params.map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
          ...(doc.query ? queryParameters(doc.query) : []),
        ],
        ...(doc.body
          ? {
              requestBody: {
                required: true,
                content: {
                  [doc.bodyContentType ?? 'application/json']: {
                    schema: toJsonSchema(doc.body, 'input'),
                  },
                },
              },
            }
          : {}),
        responses,
      };
    }
    return {
      openapi: '3.1.0',
      info: { title: `${service} service`, version: '1' },
      paths,
    };
  }
}
