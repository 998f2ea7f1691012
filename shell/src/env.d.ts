// rspack replaces it with the build's mode.
declare const process: { env: { NODE_ENV: 'development' | 'production' } };

// Stylesheets are bundled by rspack (a dev server's fonts); they export nothing to TypeScript.
declare module '*.css';

// Fonts and images are bundled by rspack as files; importing one gives its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
