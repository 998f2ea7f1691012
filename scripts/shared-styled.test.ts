// styled-components is shared tree-shaken to STYLED_EXPORTS (packages/rspack-config): a page
// importing any other name would get `undefined` at run time.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STYLED_EXPORTS } from '../packages/rspack-config/index.mjs';
import { browserSources, importsOutside, valueImports } from './lib/browser-imports';

describe('the shared styled-components', () => {
  it('is imported only with names it is shared with', () => {
    expect(importsOutside('styled-components', STYLED_EXPORTS)).toEqual([]);
  });

  it('reads default and named value imports and skips type-only ones', () => {
    expect(
      valueImports(
        "import styled, { css, type DefaultTheme } from 'styled-components';\n" +
          "import { keyframes as k } from 'styled-components';\n" +
          "import type { RuleSet } from 'styled-components';",
        'styled-components',
      ),
    ).toEqual(['default', 'css', 'keyframes']);
  });

  it('finds the imports it checks, and leaves out the build-time render', () => {
    const files = browserSources();
    const importing = files.filter((f) => readFileSync(f, 'utf8').includes("'styled-components'"));
    expect(importing.length).toBeGreaterThan(50);
    expect(files.some((f) => f.includes('prerender'))).toBe(false);
  });
});
