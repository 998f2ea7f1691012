import type { Context } from 'koa';

/** One answer the browser may keep and revalidate: its bytes, validator and cache policy. */
export interface RevalidatedAnswer {
  body: string | Buffer;
  /** Sent as given (quoted, weak or strong): it is compared with If-None-Match as is. */
  etag: string;
  type: string;
  cacheControl: string;
}

/**
 * Answers a conditional GET (or HEAD): 200 with `answer`, or 304 without a body when the browser's
 * copy is current. Koa's `ctx.fresh` judges If-None-Match / If-Modified-Since against the headers
 * set here; both answers carry the same Cache-Control and ETag.
 */
export function sendConditionally(ctx: Context, answer: RevalidatedAnswer): void {
  ctx.set('Cache-Control', answer.cacheControl);
  ctx.set('ETag', answer.etag);
  ctx.type = answer.type;
  ctx.status = 200; // `fresh` only judges a successful answer, and Koa starts at 404
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = answer.body;
}
