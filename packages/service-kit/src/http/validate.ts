import type { Middleware, ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type { ServiceState } from './state';

type Source = 'body' | 'query';

/** A middleware that parses one part of the request, plus a typed reader for the handler. */
export interface Validator<T> extends Middleware<ServiceState> {
  value(ctx: { state: ServiceState }): T;
}

/**
 * `const input = validateBody(schema)` then `router.post(path, input, ctx => input.value(ctx))`.
 * A failed parse throws the ZodError; the error handler turns it into a 400 with field messages.
 */
export function validateBody<S extends z.ZodType>(schema: S): Validator<z.output<S>> {
  return validator(schema, 'body', (ctx) => ctx.request.body ?? {});
}

export function validateQuery<S extends z.ZodType>(schema: S): Validator<z.output<S>> {
  return validator(schema, 'query', (ctx) => ctx.query);
}

function validator<S extends z.ZodType>(
  schema: S,
  source: Source,
  read: (ctx: ParameterizedContext<ServiceState>) => unknown,
): Validator<z.output<S>> {
  const middleware: Middleware<ServiceState> = async (ctx, next) => {
    ctx.state.validated[source] = await schema.parseAsync(read(ctx));
    await next();
  };
  return Object.assign(middleware, {
    value(ctx: { state: ServiceState }): z.output<S> {
      if (!(source in ctx.state.validated)) {
        throw new Error(
          `validate${source === 'body' ? 'Body' : 'Query'} did not run before reading`,
        );
      }
      return ctx.state.validated[source] as z.output<S>;
    },
  });
}
