import { createQueryClient } from '@ssc/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { UiProviders } from '../providers/UiProviders';
import { SessionSync } from '../session/SessionSync';

/**
 * What every page runs inside, in the shell and in a remote running standalone: the data cache
 * with the spec's defaults, theme + RTL + toasts, the router and the session.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <BrowserRouter>
          <SessionSync />
          {children}
        </BrowserRouter>
      </UiProviders>
    </QueryClientProvider>
  );
}

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/** A remote's own dev page (`npm run dev -w <remote>`): its routes in the app frame, no shell. */
export function renderStandalone(routes: readonly StandaloneRoute[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppFrame>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </AppFrame>
    </StrictMode>,
  );
}
