// Self-hosted Cairo (Arabic + Latin subsets, font-display: swap) in the three weights the theme uses.
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
