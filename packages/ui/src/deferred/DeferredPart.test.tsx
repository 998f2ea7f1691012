// @vitest-environment jsdom
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInFrame, unmountAll } from '../testing/mountInFrame';
import {
  captureDeferredParts,
  DEFERRED_PART_ATTRIBUTE,
  DeferredPart,
  type PartModule,
} from './DeferredPart';
import { onEngagedOrSettled, SETTLED_AFTER_LOAD_MS } from './engagement';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
  vi.useRealTimers();
});

function Part() {
  return (
    <footer>
      <a href="/about">من نحن</a>
      <a href="/faq">الأسئلة الشائعة</a>
      <form>
        <input name="email" />
      </form>
    </footer>
  );
}

/** A part's code, loaded when the test says so; counts the loads asked for. */
function deferredLoad() {
  let resolve: (module: PartModule) => void = () => undefined;
  const module = new Promise<PartModule>((r) => {
    resolve = r;
  });
  const load = vi.fn(() => module);
  return { load, arrive: () => act(async () => resolve({ default: Part })) };
}

/** The part's build-time markup, as the gateway puts it into the document. */
function firstView(name: string): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute(DEFERRED_PART_ATTRIBUTE, name);
  box.innerHTML =
    '<style>[data-deferred-part] .x{color:red}</style><footer class="x"><a href="/about">من نحن</a><a href="/faq">الأسئلة الشائعة</a><form inert=""><input inert="" name="email"></form></footer>';
  document.body.append(box);
  captureDeferredParts();
  box.remove();
  return box;
}

function LocationProbe() {
  return <output>{useLocation().pathname}</output>;
}

describe('DeferredPart', () => {
  it('shows its build-time markup until the visitor engages, then the part in its place', async () => {
    const markup = firstView('footer-a');
    const standInFooter = markup.querySelector('footer');
    const { load, arrive } = deferredLoad();
    const host = await mountInFrame(<DeferredPart name="footer-a" load={load} />);

    // The very nodes of the first view (no second copy, the styles with them), not yet its code.
    expect(host.querySelector('footer')).toBe(standInFooter);
    expect(host.querySelector('style')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();

    // Tab towards it: the first key loads it; the focused link is focused again in the part.
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    host.querySelectorAll('a')[1]!.focus();
    await arrive();

    const footer = host.querySelector('footer');
    expect(footer).not.toBe(standInFooter);
    expect(host.querySelector('style')).toBeNull();
    expect(host.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(host.querySelectorAll('a')[1]);
    expect(host.firstElementChild?.getAttribute('style')).toBe('display: contents;');
  });

  it('loads at once when there is no build-time markup', async () => {
    const { load, arrive } = deferredLoad();
    const host = await mountInFrame(<DeferredPart name="footer-b" load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(host.querySelector('footer form')).not.toBeNull();
  });

  it('follows a link of the stand-in inside the app', async () => {
    firstView('footer-c');
    const { load } = deferredLoad();
    const host = await mountInFrame(
      <>
        <DeferredPart name="footer-c" load={load} />
        <LocationProbe />
      </>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      host.querySelector('a[href="/faq"]')!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(host.querySelector('output')?.textContent).toBe('/faq');
  });
});

describe('onEngagedOrSettled', () => {
  it('starts once, on the first engagement', () => {
    const start = vi.fn();
    const stop = onEngagedOrSettled(start);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts when the loaded page has settled without the visitor', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    onEngagedOrSettled(start);
    vi.advanceTimersByTime(SETTLED_AFTER_LOAD_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once stopped', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    onEngagedOrSettled(start)();
    window.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();
  });
});
