import { errorMessages } from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { expect, it } from 'vitest';
import { authService } from './service';

await describeService(authService, (sut) => {
  it('says 401 in Arabic for the current user of a signed-out visitor', async () => {
    const res = await fetch(`${sut.service.url}/api/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: errorMessages.unauthorized });
  });

  it('redirects GET /api/login to the /auth page', async () => {
    const res = await fetch(`${sut.service.url}/api/login`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth');
  });
});
