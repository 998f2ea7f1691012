// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let go: (path: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  let root: Root;
  // jsdom does not scroll: record the calls.
  const scrollTo = vi.fn();

  beforeEach(async () => {
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/services']}>
          <ScrollToTop />
          <Navigator />
        </MemoryRouter>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('leaves the first page where the browser put it', () => {
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts each next page at the top', async () => {
    await act(async () => go('/contact'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => go('/services'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
