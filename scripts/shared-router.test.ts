// react-router is shared tree-shaken to ROUTER_EXPORTS: a page importing anything else would get a
// router without it at run time. This test reads every front-end source file to keep that promise.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from '../packages/rspack-config/index.mjs';
import { browserSources, importsOutside } from './lib/browser-imports';

// `…Props` types imported without `type` cost nothing at run time.
const isPropsType = (entry: string) => /: [A-Z]\w*Props$/.test(entry);

describe('the shared react-router', () => {
  it('is imported only with names it is shared with', () => {
    expect(importsOutside('react-router', ROUTER_EXPORTS).filter((e) => !isPropsType(e))).toEqual(
      [],
    );
  });

  it('finds the router imports it checks', () => {
    const files = browserSources().filter((f) =>
      readFileSync(f, 'utf8').includes("from 'react-router'"),
    );
    expect(files.length).toBeGreaterThan(5);
  });
});
