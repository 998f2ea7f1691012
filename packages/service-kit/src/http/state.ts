import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { Identity } from '../auth/identity-token';
import type { Logger } from '../logger';

/** What the kit puts on `ctx.state` for every request. */
export interface ServiceState {
  requestId: string;
  /** Child logger bound to this request's id. */
  log: Logger;
  /** Values parsed by `validateBody` / `validateQuery`; read them through the validator. */
  validated: { body?: unknown; query?: unknown };
  /** The caller the gateway vouched for; undefined for a guest. Read it through `requireUser`. */
  identity?: Identity | undefined;
  /** The service that called an /internal route, verified by its token. Read it through `requireCaller`. */
  caller?: string | undefined;
}

export type ServiceContext = ParameterizedContext<ServiceState>;
export type ServiceRouter = Router<ServiceState>;
