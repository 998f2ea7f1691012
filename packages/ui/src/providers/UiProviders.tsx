import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { Toaster } from '../toast/Toaster';

/**
 * Theme, RTL direction for Radix primitives, global styles and the toast region: what every
 * app frame (the shell, or a remote running standalone) puts around its routes.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <DirectionProvider dir="rtl">
        <GlobalStyle />
        {children}
        <Toaster />
      </DirectionProvider>
    </ThemeProvider>
  );
}
