// @vitest-environment jsdom
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { act, type ComponentType, lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureFirstView, FirstView, hasFirstView } from './firstView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MODULE = 'mfe_public/Landing';

function deferredPage() {
  let resolve!: (page: { default: ComponentType }) => void;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((r) => (resolve = r)));
  return { Page, arrive: () => resolve({ default: () => <h1 id="live">live</h1> }) };
}

describe('the first view while the page loads', () => {
  let root: Root;

  beforeEach(() => {
    document.body.innerHTML = `<div id="root"><header id="static-header">frame</header><main><div ${FIRST_VIEW.attribute}="${MODULE}" style="display:contents"><h1 id="first">أول شركة</h1></div></main></div>`;
    captureFirstView();
    root = createRoot(document.getElementById('root')!);
  });

  afterEach(() => act(() => root.unmount()));

  it('keeps the very nodes the browser painted until the live page arrives', async () => {
    const painted = document.getElementById('first');
    const { Page, arrive } = deferredPage();
    await act(async () =>
      root.render(
        <Suspense fallback={<FirstView module={MODULE} />}>
          <Page />
        </Suspense>,
      ),
    );
    // React replaced the static frame, and the page's first view moved over unchanged.
    expect(document.getElementById('static-header')).toBeNull();
    expect(document.getElementById('first')).toBe(painted);
    expect(document.querySelectorAll(`[${FIRST_VIEW.attribute}]`)).toHaveLength(1);

    await act(async () => arrive());
    expect(document.getElementById('live')).not.toBeNull();
    expect(document.getElementById('first')).toBeNull();
    expect(document.querySelectorAll(`[${FIRST_VIEW.attribute}]`)).toHaveLength(0);
  });

  it('shows the first view again when the page has to be loaded again (a retry)', async () => {
    const painted = document.getElementById('first');
    await act(async () => root.render(<FirstView module={MODULE} />));
    await act(async () => root.render(<p>error block</p>));
    expect(document.getElementById('first')).toBeNull();
    await act(async () => root.render(<FirstView module={MODULE} />));
    expect(document.getElementById('first')).toBe(painted);
  });

  it('belongs to its own page only', () => {
    expect(hasFirstView(MODULE)).toBe(true);
    expect(hasFirstView('mfe_public/Services')).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    captureFirstView();
    expect(hasFirstView(MODULE)).toBe(false);
  });
});
