import { type ComponentType, lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { UiProviders } from '../providers/UiProviders';
import { SessionSync } from '../session/SessionSync';
import { loadQueryLayer } from './queryCache';

/**
 * What every page runs inside, in the shell and in a remote running standalone: theme + RTL +
 * toasts, the router and the session. The data cache (TanStack Query) is not here: it wraps the
 * pages that use it (`loadQueryLayer`; the shell's remote routes), so a page without it (the
 * landing page) does not download the library (issue 17.5).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <UiProviders>
      <BrowserRouter>
        <SessionSync />
        {children}
      </BrowserRouter>
    </UiProviders>
  );
}

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

const StandaloneQueryLayer = lazy(async () => ({ default: (await loadQueryLayer()).QueryLayer }));

/** A remote's own dev page (`npm run dev -w <remote>`): its routes in the app frame, no shell. */
export function renderStandalone(routes: readonly StandaloneRoute[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppFrame>
        <Suspense fallback={null}>
          <StandaloneQueryLayer>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </StandaloneQueryLayer>
        </Suspense>
      </AppFrame>
    </StrictMode>,
  );
}
