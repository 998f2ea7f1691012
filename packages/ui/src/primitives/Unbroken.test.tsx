// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { Unbroken } from './Unbroken';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('keeps an email or a time as one isolated run that does not wrap', () => {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  act(() => root.render(<Unbroken dir="ltr">info@sanad-consult.jo</Unbroken>));
  const run = host.querySelector('bdi');
  expect(run?.getAttribute('dir')).toBe('ltr');
  expect(getComputedStyle(run!).whiteSpace).toBe('nowrap');
  act(() => root.unmount());
});
