import {
  breakpoints,
  colors,
  layout,
  media,
  motion,
  radii,
  shadows,
  space,
  typography,
  zIndices,
} from './tokens';

export const theme = {
  colors,
  space,
  radii,
  breakpoints,
  media,
  typography,
  shadows,
  layout,
  zIndices,
  motion,
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // Typed `props.theme` in every styled component of every app that imports @ssc/ui.
  export interface DefaultTheme extends AppTheme {}
}
