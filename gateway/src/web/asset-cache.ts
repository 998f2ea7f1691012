import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { IMMUTABLE } from './cache-control';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.html']);
const MIN_COMPRESS_BYTES = 1024;
/** Hashed build names only: letters, digits, `.-_` and `/`, no dot-segment, no dot-file. */
const PLAIN_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

interface Asset {
  raw: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
  lastModified: string;
}

/**
 * Hashed build files (`name.<hash>.js`) from memory, compressed once with the best settings
 * (brotli 11, gzip 9) instead of streamed from disk and compressed on every request. A hashed
 * name's content never changes, so an entry never needs revalidating; a rebuild makes new
 * names, and the least used ones leave when the cache is full.
 */
export function createAssetCache(maxBytes = 64 * 1024 * 1024) {
  const assets = new LRUCache<string, Asset>({
    maxSize: maxBytes,
    sizeCalculation: (a) => a.raw.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0) + 1,
  });
  const loading = new Map<string, Promise<Asset | undefined>>();

  async function load(file: string): Promise<Asset | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size > maxBytes / 8) return undefined;
    const raw = await readFile(file);
    const compress = COMPRESSIBLE.has(extname(file)) && raw.length >= MIN_COMPRESS_BYTES;
    const [br, gz] = compress
      ? await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(raw, { level: 9 }),
        ])
      : [undefined, undefined];
    const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
    const asset = {
      raw,
      br,
      gzip: gz,
      etag: `"${hash}"`,
      lastModified: info.mtime.toUTCString(),
    };
    assets.set(file, asset);
    return asset;
  }

  function cached(file: string): Promise<Asset | undefined> {
    const hit = assets.get(file);
    if (hit) return Promise.resolve(hit);
    let pending = loading.get(file);
    if (!pending) {
      pending = load(file).finally(() => loading.delete(file));
      loading.set(file, pending);
    }
    return pending;
  }

  /**
   * Answers `relativePath` under `root` from memory; false when it is not a plain hashed name
   * or not a file (the caller then serves it the ordinary way, 404 included).
   */
  return async function serveCached(
    ctx: Context,
    root: string,
    relativePath: string,
  ): Promise<boolean> {
    const path = relativePath.replace(/^\/+/, '');
    if (!PLAIN_PATH.test(path)) return false;
    const asset = await cached(join(root, path));
    if (!asset) return false;

    ctx.type = extname(path);
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('Last-Modified', asset.lastModified);
    ctx.etag = asset.etag;
    if (asset.br || asset.gzip) ctx.vary('Accept-Encoding');
    ctx.status = 200; // `fresh` only judges a successful answer, and Koa starts at 404
    if (ctx.fresh) {
      ctx.status = 304;
      return true;
    }
    // Our preference, not the order the client listed them in: brotli is the smaller.
    if (asset.br && ctx.acceptsEncodings('br')) {
      ctx.set('Content-Encoding', 'br');
      ctx.body = asset.br;
    } else if (asset.gzip && ctx.acceptsEncodings('gzip')) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = asset.gzip;
    } else {
      ctx.body = asset.raw;
    }
    return true;
  };
}
