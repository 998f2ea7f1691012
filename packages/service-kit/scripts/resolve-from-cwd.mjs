import { pathToFileURL } from 'node:url';

const serviceDir = pathToFileURL(`${process.cwd()}/`).href;

/** Module hook: `drizzle-orm` and its subpaths resolve as if imported from the service folder. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: serviceDir });
  }
  return nextResolve(specifier, context);
}
