/**
 * A left-to-right run kept whole inside Arabic text (U+2066 … U+2069): without the isolate, the
 * bidi algorithm moves a leading `+` to the far side of a number («971501234567+») and reorders a
 * list of Latin names («JFIFو PNGو …»). For plain text (toasts, titles); pages use `<bdi>`.
 * No library here: `uploads.ts` stays free of dependencies.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;
