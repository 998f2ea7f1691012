/**
 * Direction marks and isolates (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) out of an email's
 * text part (issue 34.11). The HTML part keeps them (a phone or an address stays left to right
 * inside an Arabic line there); in a plain-text part many mail apps show them as boxes or
 * carry them into what the reader copies (a phone that no longer dials, an address that fails).
 */
const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function plainText(text: string): string {
  return text.replace(DIRECTION_MARKS, '');
}
