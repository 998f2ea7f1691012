import { describe, expect, it } from 'vitest';
import { REMOTE_BASE_TOKEN as gatewayToken } from '../gateway/src/web/first-view';
import { REMOTE_BASE_TOKEN as buildToken } from '../packages/rspack-config/prerender.mjs';

describe('first views', () => {
  it('the build and the gateway agree on the token that stands for a remote’s base URL', () => {
    expect(gatewayToken).toBe(buildToken);
    expect(buildToken).toMatch(/^\/.+\/$/);
  });
});
