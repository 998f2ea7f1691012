import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiDocs } from './api-docs';

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        'x-access': string;
      }
    >
  >;
};

describe('ApiDocs', () => {
  it('turns koa paths, zod query and body schemas into OpenAPI operations', () => {
    const docs = new ApiDocs();
    docs.add('patch', '/api/appointments/:id', {
      summary: 'تغيير حالة الموعد',
      body: z.object({ status: z.enum(['confirmed', 'completed']), note: z.string().optional() }),
      query: z.object({ dryRun: z.string().optional(), page: z.coerce.number() }),
      response: z.object({ id: z.string() }),
      errors: [400, 409],
      access: 'admin',
    });
    const doc = docs.toOpenApi('booking') as Doc;
    const op = doc.paths['/api/appointments/{id}']?.patch;
    expect(op?.['x-access']).toBe('admin');
    expect(op?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      expect.objectContaining({ name: 'dryRun', in: 'query', required: false }),
      expect.objectContaining({ name: 'page', in: 'query', required: true }),
    ]);
    expect(op?.requestBody?.content['application/json']?.schema.required).toEqual(['status']);
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(['200', '400', '409', '500', '503']);
    expect(op?.responses['409']?.content?.['application/json']?.schema).toMatchObject({
      required: ['message'],
    });
  });

  it('lists mounted /api routes that nobody documented, ignoring HEAD and internal paths', () => {
    const docs = new ApiDocs();
    const router = new Router();
    router.get('/api/services', () => {});
    router.post('/api/services', () => {});
    router.get('/internal', () => {});
    docs.add('get', '/api/services', { summary: 'الخدمات' });
    expect(docs.undocumented(router)).toEqual(['POST /api/services']);
  });
});
