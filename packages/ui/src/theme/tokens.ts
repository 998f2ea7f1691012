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
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/** Minimum widths in px; the layout is designed from 360 px upwards. */
export const breakpoints = { xs: 360, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const typography = {
  fontFamily: "'Cairo', 'Segoe UI', Tahoma, Arial, sans-serif",
  weights: { regular: 400, semibold: 600, bold: 700 },
  sizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  lineHeight: 1.7,
} as const;

export const shadows = {
  card: '0 1px 3px rgba(0, 0, 0, 0.08), 0 1px 2px rgba(0, 0, 0, 0.04)',
  raised: '0 8px 24px rgba(0, 0, 0, 0.12)',
} as const;

export const layout = { maxWidth: '1200px' } as const;
