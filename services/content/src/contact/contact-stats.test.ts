import { randomUUID } from 'node:crypto';
import { errorMessages } from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { beforeEach, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { contentService } from '../service';

const MESSAGE = {
  firstName: 'سارة',
  lastName: 'الخطيب',
  email: 'sara@example.com',
  phone: '0795551234',
  inquiryType: 'retirement',
  message: 'أرغب في معرفة شروط التقاعد المبكر في حالتي.',
};

await describeService(contentService, (sut) => {
  const stats = (headers: Record<string, string>) =>
    fetch(`${sut.service.url}/api/contact-messages/stats`, { headers });
  const admin = () => sut.identityHeaders({ userId: randomUUID(), role: 'admin' });

  beforeEach(async () => {
    await sut.service.db.delete(contactMessages);
  });

  it('refuses guests with 401 and users with 403', async () => {
    expect((await stats({})).status).toBe(401);
    expect(await (await stats({})).json()).toEqual({ message: errorMessages.unauthorized });
    const asUser = await stats(sut.identityHeaders({ userId: randomUUID(), role: 'user' }));
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ message: errorMessages.forbidden });
  });

  it('counts every message and the new ones, and follows marking as read', async () => {
    expect(await (await stats(admin())).json()).toEqual({ total: 0, new: 0 });
    const rows = await sut.service.db
      .insert(contactMessages)
      .values([MESSAGE, MESSAGE, { ...MESSAGE, status: 'read' as const }])
      .returning({ id: contactMessages.id });
    const res = await stats(admin());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ total: 3, new: 2 });

    const patch = await fetch(`${sut.service.url}/api/contact-messages/${rows[0]?.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin() },
      body: JSON.stringify({ status: 'read' }),
    });
    expect(patch.status).toBe(200);
    expect(await (await stats(admin())).json()).toEqual({ total: 3, new: 1 });
  });
});
