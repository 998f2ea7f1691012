import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/routeTable';
import { matchesRoute, routeModuleFor } from './routeMatch';

describe('routeModuleFor', () => {
  it('finds the remote module of a page, with or without a trailing slash', () => {
    expect(routeModuleFor(ROUTES, '/')).toBe('mfe_public/Landing');
    expect(routeModuleFor(ROUTES, '/about')).toBe('mfe_public/About');
    expect(routeModuleFor(ROUTES, '/about/')).toBe('mfe_public/About');
    expect(routeModuleFor(ROUTES, '/booking')).toBe('mfe_booking/Booking');
  });

  it('matches path parameters, but not an empty one', () => {
    expect(routeModuleFor(ROUTES, '/service-request/svc-legal')).toBe('mfe_booking/ServiceRequest');
    expect(matchesRoute('/service-request/:serviceId', '/service-request/')).toBe(false);
  });

  it('finds nothing for an unknown page', () => {
    expect(routeModuleFor(ROUTES, '/no-such-page')).toBeUndefined();
    expect(routeModuleFor(ROUTES, '/about/team')).toBeUndefined();
  });
});
