export interface RouteDefinitionLike {
  path: string;
  module: string;
}

/** Whether a route pattern (`/service-request/:serviceId`) matches a pathname. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const have = normalized.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** The remote module of the route that serves `pathname`, if any. */
export function routeModuleFor(
  routes: readonly RouteDefinitionLike[],
  pathname: string,
): string | undefined {
  return routes.find((route) => matchesRoute(route.path, pathname))?.module;
}
