import { stat } from 'node:fs/promises';
import type { Context } from 'koa';
import { sendTextError } from '../http/error-body';

const NOT_BUILT =
  'الواجهة غير مبنية بعد: شغّل الأمر npm run build ثم أعد تحميل الصفحة.\n' +
  'The front end has not been built yet: run `npm run build`, then reload the page.\n';

export async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** 503 with a bilingual hint, so a fresh checkout explains itself instead of 404-ing. */
export function sendNotBuilt(ctx: Context): void {
  sendTextError(ctx, 503, NOT_BUILT);
}
