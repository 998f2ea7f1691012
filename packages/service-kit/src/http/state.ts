import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { Logger } from '../logger';

/** What the kit puts on `ctx.state` for every request. */
export interface ServiceState {
  requestId: string;
  /** Child logger bound to this request's id. */
  log: Logger;
  /** Values parsed by `validateBody` / `validateQuery`; read them through the validator. */
  validated: { body?: unknown; query?: unknown };
}

export type ServiceContext = ParameterizedContext<ServiceState>;
export type ServiceRouter = Router<ServiceState>;
