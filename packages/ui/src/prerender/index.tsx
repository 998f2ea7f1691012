// Build-time rendering of an app's first view (see `@ssc/rspack-config/prerender`): Node only,
// never imported by browser code.
import { DirectionProvider } from '@radix-ui/react-direction';
import { createQueryClient } from '@ssc/api-client';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { DEFERRED_PART_ATTRIBUTE } from '../deferred/DeferredPart';
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
  /**
   * The markup of each `DeferredPart` the element renders, by name: the part itself, whose code
   * the page loads later (a part without one fails the build).
   */
  parts?: Parts;
}

type Parts = Readonly<Record<string, ReactNode>>;

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

/** The element's markup and the CSS of what it rendered (bookkeeping dropped). */
function renderStyled(
  element: ReactNode,
  options: FirstViewOptions,
  queryClient: QueryClient,
  scope: string | undefined,
  identifierPrefix?: string,
): FirstView {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StyleSheetManager namespace={scope}>
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
      { identifierPrefix },
    );
    const css = sheet.instance
      .toString()
      .replace(STYLED_MARKERS, '')
      .replace(STYLED_SEPARATORS, '')
      .trim();
    return { html, css };
  } finally {
    sheet.seal();
  }
}

const PART_BOX = new RegExp(`<div ${DEFERRED_PART_ATTRIBUTE}="([^"]+)"([^>]*)></div>`, 'g');
const PART_SCOPE = `[${DEFERRED_PART_ATTRIBUTE}]`;

/**
 * Fills each deferred part's empty box with the part, its CSS inside it: the box stands in for
 * the part (with its styles) until the part's code has rendered, wherever it is moved.
 */
function fillParts(
  html: string,
  render: (part: ReactNode, name: string) => FirstView,
  parts: Parts,
): string {
  return html.replace(PART_BOX, (_, name: string, rest: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`no first view given for the deferred part "${name}"`);
    const view = render(part, name);
    return `<div ${DEFERRED_PART_ATTRIBUTE}="${name}"${rest}><style>${view.css}</style>${view.html}</div>`;
  });
}

/** Renders `element` to HTML (controls inert until the live page takes over) and its CSS. */
export function renderFirstView(element: ReactNode, options: FirstViewOptions = {}): FirstView {
  const queryClient = createQueryClient();
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  try {
    const { html, css } = renderStyled(element, options, queryClient, options.scope);
    // A part's rules are scoped to its box, never the frame's global styles (those are live).
    const partOptions = { ...options, globalStyle: false };
    const filled = fillParts(
      html,
      // Its own ids (useId): rendered apart, it would repeat the element's.
      (part, name) => renderStyled(part, partOptions, queryClient, PART_SCOPE, `${name}-`),
      options.parts ?? {},
    );
    return {
      html: filled.replaceAll(SLOT_MARKUP, FIRST_VIEW.pageSlot).replace(CONTROLS, '<$1 inert=""'),
      css,
    };
  } finally {
    queryClient.clear();
  }
}
