// Stylesheets are bundled by rspack (fonts); they export nothing to TypeScript.
declare module '*.css';
