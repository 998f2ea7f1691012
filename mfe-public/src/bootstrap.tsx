// Standalone dev frame (`npm run dev -w <this remote>`): the shell's providers around this
// remote's own pages, so the team can work without the shell. Not used when the shell loads us.
import { createQueryClient, getQueryFn } from '@ssc/api-client';
import { UiProviders, type User, useSessionStore } from '@ssc/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { routes } from './routes';

function SessionSync() {
  const setUser = useSessionStore((s) => s.setUser);
  const { data, isSuccess, isError } = useQuery({
    queryKey: ['/api/user'],
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  useEffect(() => {
    if (isSuccess) setUser(data ?? null);
    else if (isError) setUser(null);
  }, [data, isSuccess, isError, setUser]);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <UiProviders>
        <BrowserRouter>
          <SessionSync />
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </BrowserRouter>
      </UiProviders>
    </QueryClientProvider>
  </StrictMode>,
);
