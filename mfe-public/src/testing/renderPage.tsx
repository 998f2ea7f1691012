import { createQueryClient } from '@ssc/api-client';
import { theme } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';

/** Server-renders a page inside the providers the shell gives it (theme, router, query client). */
export function renderPage(page: ReactElement, path = '/'): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** The text of an HTML string without tags and React's text separators, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
