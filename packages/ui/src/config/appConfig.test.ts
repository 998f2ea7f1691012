import { DEFAULT_SITE_NAME } from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import { DEV_REMOTE_URLS, parseAppConfig } from './appConfig';

describe('parseAppConfig', () => {
  it('uses the dev defaults for the empty placeholder, a missing element or bad JSON', () => {
    for (const text of ['{}', null, undefined, '', 'not json', '[]', 'null']) {
      expect(parseAppConfig(text)).toEqual({
        siteName: DEFAULT_SITE_NAME,
        remotes: DEV_REMOTE_URLS,
      });
    }
  });

  it('reads what the gateway injects', () => {
    const config = parseAppConfig(
      JSON.stringify({
        siteName: 'اسم آخر',
        remotes: {
          public: '/mf/public/mf-manifest.json',
          booking: '/mf/booking/mf-manifest.json',
          dashboard: 'https://cdn.example/dashboard/mf-manifest.json',
          admin: '/mf/admin/mf-manifest.json',
        },
      }),
    );
    expect(config.siteName).toBe('اسم آخر');
    expect(config.remotes.dashboard).toBe('https://cdn.example/dashboard/mf-manifest.json');
    expect(config.remotes.public).toBe('/mf/public/mf-manifest.json');
  });

  it('fills missing or invalid fields one by one', () => {
    const config = parseAppConfig('{"siteName":"  ","remotes":{"admin":"/a.json","public":3}}');
    expect(config.siteName).toBe(DEFAULT_SITE_NAME);
    expect(config.remotes).toEqual({ ...DEV_REMOTE_URLS, admin: '/a.json' });
  });
});
