import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    direction: rtl;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    -webkit-tap-highlight-color: transparent;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 {
    line-height: 1.35;
    margin-block: 0 ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    text-wrap: balance;
  }
  p { margin-block: 0 ${({ theme }) => theme.space[3]}; text-wrap: pretty; }
  img, svg { max-width: 100%; }
  img { height: auto; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; }
  /* Phone numbers, emails and Latin words keep their own direction inside Arabic text. */
  bdi, [dir='ltr'] { unicode-bidi: isolate; }

  ::selection {
    background: ${({ theme }) => theme.colors.brandLight};
    color: ${({ theme }) => theme.colors.brandDeep};
  }

  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
