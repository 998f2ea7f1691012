// Self-hosted Cairo for the Arabic script in two weights (the build inlines this CSS into index.html
// with `font-display: fallback`, see prerender.tsx): the theme's semibold (600) is drawn with the bold
// file. Latin letters and digits use the system font of the stack
// (Segoe UI, Roboto, Tahoma...): Cairo's Latin files would add two downloads (32 KB) before the
// first view on every visit, which Lighthouse's mobile run measures as ~0.4 s of LCP.
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
