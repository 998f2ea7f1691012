// Build-time rendering of an app's first view (see `@ssc/rspack-config/prerender`): Node only,
// never imported by browser code.
import { DirectionProvider } from '@radix-ui/react-direction';
import { createQueryClient } from '@ssc/api-client';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';

export interface FirstViewOptions {
  /** The location the router reports while rendering. */
  path?: string;
  /** Query cache entries the page reads while it renders (its data as shipped). */
  queryData?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  /** The frame's global styles (the shell's); a page's fragment leaves them to the frame. */
  globalStyle?: boolean;
  /**
   * A selector every generated rule is nested under. A page's fragment is shown next to the live
   * frame, whose class names come from another bundle: scoped, its rules cannot reach the frame.
   */
  scope?: string;
}

export interface FirstView {
  html: string;
  css: string;
}

const SLOT_ATTRIBUTE = 'data-first-view-slot';
const SLOT_MARKUP = `<template ${SLOT_ATTRIBUTE}=""></template>`;

/** Where the page goes in the frame's first view (replaced by `FIRST_VIEW.pageSlot`). */
export function FirstViewSlot() {
  return <template {...{ [SLOT_ATTRIBUTE]: '' }} />;
}

// styled-components' bookkeeping rules (which class belongs to which component) are only read by
// its own rehydration, which a first view never goes through.
const STYLED_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;
const STYLED_SEPARATORS = /\/\*!sc\*\/\n?/g;

// Controls work only once the page's code has run: typed into or clicked before, a form would be
// wiped when the live page replaces the first view (or sent natively), a button would do nothing.
// `inert` leaves them looking the same; links keep working.
const CONTROLS = /<(button|form|input|select|textarea)(?=[\s>/])/g;

/** Renders `element` to HTML (controls inert until the live page takes over) and its CSS. */
export function renderFirstView(element: ReactNode, options: FirstViewOptions = {}): FirstView {
  const queryClient = createQueryClient();
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StyleSheetManager namespace={options.scope}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={theme}>
              <DirectionProvider dir="rtl">
                {options.globalStyle ? <GlobalStyle /> : null}
                <MemoryRouter initialEntries={[options.path ?? '/']}>{element}</MemoryRouter>
              </DirectionProvider>
            </ThemeProvider>
          </QueryClientProvider>
        </StyleSheetManager>,
      ),
    );
    const css = sheet.instance
      .toString()
      .replace(STYLED_MARKERS, '')
      .replace(STYLED_SEPARATORS, '')
      .trim();
    return {
      html: html.replaceAll(SLOT_MARKUP, FIRST_VIEW.pageSlot).replace(CONTROLS, '<$1 inert=""'),
      css,
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
