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

  /*
   * Printing (issue 34.8): black on white, no site chrome. \`data-print="hide"\` is never printed
   * (the header, footer, toasts, a screen's buttons); \`data-print="only"\` is printed only (a
   * schedule laid out for paper). A page holding a \`data-print="root"\` prints that alone, and an
   * open details sheet (\`data-print="sheet"\`) prints alone over whatever is behind it.
   */
  @page { size: A4; margin: 12mm; }
  /* A week's schedule is wider than tall: its own pages turn (\`page: schedule\`). */
  @page schedule { size: A4 landscape; margin: 12mm; }

  @media screen {
    [data-print='only'] { display: none !important; }
  }

  @media print {
    /* An open dialog locks the page's scroll (overflow hidden): paper takes every page. */
    html, body {
      background: #fff !important;
      color: #000 !important;
      overflow: visible !important;
      height: auto !important;
    }
    [data-print='hide'] { display: none !important; }
    body:has([data-print='root']):not(:has([data-print='sheet']))
      :not(:has([data-print='root'])):not([data-print='root']):not([data-print='root'] *),
    body:has([data-print='sheet'])
      :not(:has([data-print='sheet'])):not([data-print='sheet']):not([data-print='sheet'] *) {
      display: none !important;
    }
    /* What holds the printed part lends it no screen spacing (a screen-tall main is a 2nd page). */
    body :has([data-print='root']),
    body :has([data-print='sheet']) {
      min-height: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
    }
    [data-print='sheet'] {
      position: static !important;
      width: auto !important;
      max-height: none !important;
      overflow: visible !important;
      padding: 0 !important;
      box-shadow: none !important;
    }
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
