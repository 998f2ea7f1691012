// Test helpers for pages in jsdom (the account screens, the contact form): React's own act() and
// real DOM events, so the forms run exactly as in a browser (react-hook-form, zodResolver, the
// shared session store).
import { createQueryClient } from '@ssc/api-client';
import { theme } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement }[] = [];

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `page` at `path` (its route) with a home page at `/`, in the app's providers. */
export function renderPage(page: ReactNode, path: string): HTMLElement {
  document.documentElement.dir = 'rtl';
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const routePath = path.split('?')[0] ?? path;
  act(() => {
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={routePath} element={page} />
              <Route path="/" element={<h1>الصفحة الرئيسية</h1>} />
              <Route path="*" element={<h1>صفحة أخرى</h1>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
  });
  mounted.push({ root, container });
  return container;
}

export function cleanup(): void {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted = [];
}

export function currentLocation(container: HTMLElement): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The form control labelled `text` (a <label for> or a wrapping <label>), exactly. */
export function field(container: HTMLElement, text: string): HTMLInputElement {
  for (const label of container.querySelectorAll('label')) {
    const own = [...label.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim();
    if (own !== text) continue;
    const control = label.htmlFor
      ? container.ownerDocument.getElementById(label.htmlFor)
      : label.querySelector('input');
    if (control instanceof HTMLInputElement) return control;
  }
  throw new Error(`No field labelled "${text}"`);
}

export function hasField(container: HTMLElement, text: string): boolean {
  try {
    field(container, text);
    return true;
  } catch {
    return false;
  }
}

/** The button whose text is `text`, exactly (a submit button when `selector` says so). */
export function button(
  container: HTMLElement,
  text: string,
  selector = 'button',
): HTMLButtonElement {
  const match = [...container.querySelectorAll<HTMLButtonElement>(selector)].find(
    (b) => b.textContent?.trim() === text,
  );
  if (!match) throw new Error(`No button "${text}"`);
  return match;
}

/** Types like a user: React sees the native input event. */
export function type(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(element: HTMLElement): void {
  act(() => element.click());
}

/** A key on `element`; Radix tabs move the focus a task later, so this waits one. */
export async function press(element: HTMLElement, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Submits through the form's submit button and lets the async validation settle. */
export async function submit(container: HTMLElement, buttonText: string): Promise<void> {
  await act(async () => {
    button(container, buttonText, 'button[type="submit"]').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The text of the element(s) an input's aria-describedby points to. */
export function description(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '').join(' | ');
}
