import { createQueryClient } from '@ssc/api-client';
import { UiProviders } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';

/** Data cache, theme + RTL + toasts, and the router: everything the routes run inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <BrowserRouter>{children}</BrowserRouter>
      </UiProviders>
    </QueryClientProvider>
  );
}
