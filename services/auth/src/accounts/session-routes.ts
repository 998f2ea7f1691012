import type { ApiDocs, ServiceRouter } from '@ssc/service-kit';
import { unauthorized } from '@ssc/service-kit';

/** Sign-in entry points. No accounts exist yet, so nobody is ever signed in. */
export function sessionRoutes(router: ServiceRouter, docs: ApiDocs): void {
  docs.add('get', '/api/user', {
    summary: 'المستخدم الحالي؛ 401 تعني أن الزائر غير مسجل الدخول',
    errors: [401],
    access: 'user',
  });
  router.get('/api/user', () => {
    throw unauthorized();
  });

  // The front end sends signed-out users here (spec §8); the sign-in page lives at /auth.
  docs.add('get', '/api/login', { summary: 'تحويل إلى صفحة تسجيل الدخول /auth', status: 302 });
  router.get('/api/login', (ctx) => {
    ctx.redirect('/auth');
  });
}
