import { describeService, startTestService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../db/schema';
import { createContentService } from '../service';

const definition = createContentService();

/** Polls until `check` passes: notices arrive asynchronously, within milliseconds. */
async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

await describeService(definition, (sut) => {
  const list = (url = sut.service.url, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/services`, { headers });
  const names = async (url?: string) =>
    ((await (await list(url)).json()) as { nameEn: string }[]).map((s) => s.nameEn);

  describe('the catalogue from memory', () => {
    it('answers with an ETag and 304 for a browser that has the same list', async () => {
      const first = await list();
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      // As a browser revalidates (Node's fetch otherwise asks for an end-to-end reload).
      const again = await list(undefined, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const stale = await list(undefined, {
        'if-none-match': '"something-else"',
        'cache-control': 'max-age=0',
      });
      expect(stale.status).toBe(200);
    });

    it('shows a change however it was made, with a new ETag', async () => {
      const before = (await list()).headers.get('etag');
      await sut.service.db
        .update(services)
        .set({ duration: 75 })
        .where(eq(services.id, 'svc-official-correspondence'));
      await eventually(async () => {
        const res = await list();
        expect(res.headers.get('etag')).not.toBe(before);
        const body = (await res.json()) as { id: string; duration: number }[];
        expect(body.find((s) => s.id === 'svc-official-correspondence')?.duration).toBe(75);
      });
      await sut.service.db
        .update(services)
        .set({ duration: 60 })
        .where(eq(services.id, 'svc-official-correspondence'));
    });

    it('drops the list on every replica when one of them adds a service', async () => {
      const replica = await startTestService(createContentService(), sut.database);
      try {
        expect(await names(replica.url)).not.toContain('cached-replica-check');
        const res = await fetch(`${sut.service.url}/api/services`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...sut.identityHeaders({ userId: 'admin-1', role: 'admin' }),
          },
          body: JSON.stringify({
            nameAr: 'خدمة للتجربة',
            nameEn: 'cached-replica-check',
            descriptionAr: 'وصف خدمة للتجربة بين النسخ',
            descriptionEn: 'A service added on one replica',
            price: 45,
            duration: 60,
          }),
        });
        expect(res.status).toBe(201);
        expect(await names()).toContain('cached-replica-check');
        await eventually(async () => {
          expect(await names(replica.url)).toContain('cached-replica-check');
        });
      } finally {
        await replica.close();
        await sut.service.db.delete(services).where(eq(services.id, 'svc-cached-replica-check'));
      }
    });
  });
});
