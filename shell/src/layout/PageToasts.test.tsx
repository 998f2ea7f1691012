// @vitest-environment jsdom
import { toast, useToastStore } from '@ssc/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageToasts } from './PageToasts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let go: (path: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}
const onScreen = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => t.title);

describe('PageToasts (issue 33.4)', () => {
  let root: Root;
  beforeEach(async () => {
    useToastStore.setState({ toasts: [], queue: [] });
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/auth?tab=login']}>
          <PageToasts />
          <Navigator />
        </MemoryRouter>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
  });

  it("closes the page's own toasts when the route changes, and keeps the others", async () => {
    toast({ title: 'خطأ في تسجيل الدخول', variant: 'destructive', page: true });
    await act(async () => go('/auth?tab=forgot'));
    expect(onScreen()).toEqual(['خطأ في تسجيل الدخول']);

    await act(async () => go('/dashboard'));
    expect(onScreen()).toEqual([]);

    toast({ title: 'تم تسجيل الدخول بنجاح' });
    await act(async () => go('/'));
    expect(onScreen()).toEqual(['تم تسجيل الدخول بنجاح']);
  });
});
