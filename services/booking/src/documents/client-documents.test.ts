import type { UserDocument } from '@ssc/contracts';
import { STORAGE_QUOTA_HEADER, STORAGE_USED_HEADER } from '@ssc/contracts/endpoints';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookingService } from '../service';
import { bookingForm, startContentService, UNCAPPED } from '../testing/harness';
import { pdfBytes, pngBytes } from '../testing/sample-files';

// Issue 37 item 6: the office could not see the documents a client keeps in their account.
// GET /api/users/:id/documents (admin only) lists them like /api/user-documents, with the
// storage the client uses of USER_STORAGE_QUOTA_MB in headers.
const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
  userStorageQuotaBytes: 100 * 1024 * 1024,
});

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const as = (userId: string, role: 'user' | 'admin' = 'user') =>
    sut.identityHeaders({ userId, role });
  let own: UserDocument[];

  beforeAll(async () => {
    const res = await fetch(url('/api/user-documents'), {
      method: 'POST',
      headers: as('client-docs'),
      body: bookingForm({}, [
        { name: 'كشف حساب.pdf', content: pdfBytes() },
        { name: 'صورة الهوية.png', content: pngBytes() },
      ]),
    });
    expect(res.status).toBe(201);
    // Another client's document must not show.
    await fetch(url('/api/user-documents'), {
      method: 'POST',
      headers: as('someone-else'),
      body: bookingForm({}, [{ name: 'آخر.pdf', content: pdfBytes() }]),
    });
    own = (await (
      await fetch(url('/api/user-documents'), { headers: as('client-docs') })
    ).json()) as UserDocument[];
  });

  it("shows an admin the client's documents with the fields of /api/user-documents", async () => {
    const res = await fetch(url('/api/users/client-docs/documents'), {
      headers: as('admin-1', 'admin'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-total-count')).toBe('2');
    const listed = (await res.json()) as UserDocument[];
    expect(listed).toEqual(own);
    const used = own.reduce((sum, d) => sum + d.fileSize, 0);
    expect(res.headers.get(STORAGE_USED_HEADER)).toBe(String(used));
    expect(res.headers.get(STORAGE_QUOTA_HEADER)).toBe(String(100 * 1024 * 1024));
    // Each can be downloaded by the admin.
    const file = await fetch(url(`/api/documents/${listed[0]?.id}/download`), {
      headers: as('admin-1', 'admin'),
    });
    expect(file.status).toBe(200);
    await file.arrayBuffer();
  });

  it('answers an account without documents with an empty list and nothing used', async () => {
    const res = await fetch(url('/api/users/nobody/documents'), {
      headers: as('admin-1', 'admin'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get(STORAGE_USED_HEADER)).toBe('0');
  });

  it('refuses the client themselves and anyone else', async () => {
    const self = await fetch(url('/api/users/client-docs/documents'), {
      headers: as('client-docs'),
    });
    expect(self.status).toBe(403);
    const other = await fetch(url('/api/users/client-docs/documents'), {
      headers: as('someone-else'),
    });
    expect(other.status).toBe(403);
    expect((await fetch(url('/api/users/client-docs/documents'))).status).toBe(401);
  });
});
