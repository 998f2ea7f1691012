/** Design tokens: the one source of colours, spacing, radii, breakpoints and type. */
export const colors = {
  brand: '#b91c1c',
  brandDark: '#991b1b',
  brandLight: '#fee2e2',
  onBrand: '#ffffff',
  text: '#1f2937',
  textMuted: '#4b5563',
  background: '#ffffff',
  surface: '#f9fafb',
  surfaceAlt: '#f3f4f6',
  border: '#e5e7eb',
  skeleton: '#e5e7eb',
  focus: '#1d4ed8',
  success: '#15803d',
  danger: '#b91c1c',
  dangerSurface: '#fef2f2',
  /** The deepest brand red: hero gradients, the footer's accents, pressed states. */
  brandDeep: '#7f1d1d',
  /** A very light red wash behind brand-tinted sections and icons. */
  brandSubtle: '#fef2f2',
  /** Brand red for text and icons on dark backgrounds (AA on `ink`). */
  brandOnDark: '#fca5a5',
  /** The footer and dark bands. */
  ink: '#111827',
  inkSoft: '#1f2937',
  /** Text on `ink` (AA: 12.6:1 and 7.4:1). */
  onInk: '#f9fafb',
  onInkMuted: '#d1d5db',
  successSurface: '#f0fdf4',
  /** Star ratings and small highlights (AA on white as a large glyph only). */
  accent: '#b45309',
  accentSurface: '#fffbeb',
  /** Neutral greys from lightest to darkest, for surfaces, borders and text. */
  gray: {
    50: '#f9fafb',
    100: '#f3f4f6',
    200: '#e5e7eb',
    300: '#d1d5db',
    400: '#9ca3af',
    500: '#6b7280',
    600: '#4b5563',
    700: '#374151',
    800: '#1f2937',
    900: '#111827',
  },
} as const;

/** 4-px based spacing scale, indexed by step. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', xl: '24px', pill: '999px' } as const;

/** Minimum widths in px; the layout is designed from 360 px upwards. */
export const breakpoints = { xs: 360, sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Mobile first: `media.md` applies from 768 px up; `media.belowLg` is the mobile-navigation range. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  xxl: `@media (min-width: ${breakpoints.xxl}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const typography = {
  fontFamily: "'Cairo', 'Segoe UI', Tahoma, Arial, sans-serif",
  weights: { regular: 400, semibold: 600, bold: 700 },
  sizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
    /** The landing hero's title on wide screens. */
    hero: '2.75rem',
  },
  /** Fluid sizes (360 px → 1280 px) for page and section titles. */
  fluid: {
    sectionTitle: 'clamp(1.5rem, 1.2rem + 1.3vw, 2.25rem)',
    heroTitle: 'clamp(1.75rem, 1.1rem + 2.8vw, 2.75rem)',
    heroLead: 'clamp(1rem, 0.9rem + 0.45vw, 1.25rem)',
  },
  lineHeight: 1.7,
  lineHeights: { tight: 1.3, heading: 1.4, body: 1.7, relaxed: 1.9 },
} as const;

export const shadows = {
  card: '0 1px 3px rgba(0, 0, 0, 0.08), 0 1px 2px rgba(0, 0, 0, 0.04)',
  raised: '0 8px 24px rgba(0, 0, 0, 0.12)',
  /** A card lifted on hover or focus. */
  hover: '0 12px 32px rgba(17, 24, 39, 0.14)',
  /** Under the sticky parts of the header and the drawer. */
  header: '0 2px 8px rgba(17, 24, 39, 0.08)',
  drawer: '0 0 48px rgba(17, 24, 39, 0.25)',
} as const;

export const layout = {
  maxWidth: '1200px',
  /** Wide screens: full-bleed bands keep their content at this width. */
  wideMaxWidth: '1400px',
  /** The header's two rows; the loading skeleton uses the same heights (no layout shift). */
  headerTopHeight: '64px',
  headerTopHeightLg: '76px',
  navBarHeight: '52px',
} as const;

/** Stacking order of the page's layers. */
export const zIndices = { header: 100, overlay: 900, drawer: 910, menu: 950, toast: 1000 } as const;

export const motion = {
  fast: '150ms',
  base: '250ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
} as const;
