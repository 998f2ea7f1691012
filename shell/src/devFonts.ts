// The fonts of a dev server's page, which has no build-time render to write them into the document
// (`fonts.ts` does for a built one: the same two files). Imported by development builds only.
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
