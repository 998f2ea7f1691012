// Stylesheets are bundled by rspack (fonts); they export nothing to TypeScript.
declare module '*.css';

// Images are bundled by rspack as files; importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
