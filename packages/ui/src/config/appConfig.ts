// The zod-free entry: the whole contracts package would put zod into the first page load.
import { DEFAULT_SITE_NAME } from '@ssc/contracts/constants';

/** Runtime site configuration, injected by the gateway into `<script id="app-config">`. */
export interface RemoteUrls {
  public: string;
  booking: string;
  dashboard: string;
  admin: string;
}

export interface AppConfig {
  siteName: string;
  remotes: RemoteUrls;
}

/** Dev defaults: every remote on its own `rspack serve` port (design: 3001–3004). */
export const DEV_REMOTE_URLS: RemoteUrls = {
  public: 'http://localhost:3001/mf-manifest.json',
  booking: 'http://localhost:3002/mf-manifest.json',
  dashboard: 'http://localhost:3003/mf-manifest.json',
  admin: 'http://localhost:3004/mf-manifest.json',
};

const REMOTE_KEYS = Object.keys(DEV_REMOTE_URLS) as (keyof RemoteUrls)[];

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Parses the placeholder's text. Anything missing, empty (`{}`) or malformed falls back to the
 * dev defaults field by field, so a partially configured gateway still yields a working site.
 */
export function parseAppConfig(text: string | null | undefined): AppConfig {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const rawRemotes =
    source.remotes !== null && typeof source.remotes === 'object'
      ? (source.remotes as Record<string, unknown>)
      : {};
  const remotes = { ...DEV_REMOTE_URLS };
  for (const key of REMOTE_KEYS) {
    const url = rawRemotes[key];
    if (nonEmptyString(url)) remotes[key] = url;
  }
  return {
    siteName: nonEmptyString(source.siteName) ? source.siteName : DEFAULT_SITE_NAME,
    remotes,
  };
}

let cached: AppConfig | undefined;

/** The page's config, read once from the DOM (defaults outside a browser). */
export function getAppConfig(): AppConfig {
  if (!cached) {
    const element = typeof document === 'undefined' ? null : document.getElementById('app-config');
    cached = parseAppConfig(element?.textContent);
  }
  return cached;
}
