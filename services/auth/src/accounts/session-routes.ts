import type { ServiceRouter } from '@ssc/service-kit';
import { unauthorized } from '@ssc/service-kit';

/** Sign-in entry points. No accounts exist yet, so nobody is ever signed in. */
export function sessionRoutes(router: ServiceRouter): void {
  router.get('/api/user', () => {
    throw unauthorized();
  });
  // The front end sends signed-out users here (spec §8); the sign-in page lives at /auth.
  router.get('/api/login', (ctx) => {
    ctx.redirect('/auth');
  });
}
