/** The 28 Arabic letters, in the order a base-36 digit picks one (modulo 28). */
const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

/**
 * `text` (a run tag from `Date.now().toString(36)`, a slice of an email, a project's name) written
 * in Arabic letters, for the person names the specs make unique per run: a name holds letters,
 * spaces, hyphens and apostrophes only since issue 37, so no digit may stay in it. Each digit or
 * Latin letter becomes one Arabic letter; anything else is dropped.
 */
export function nameTag(text: string): string {
  return [...text.toLowerCase()]
    .filter((c) => /^[0-9a-z]$/.test(c))
    .map((c) => LETTERS[Number.parseInt(c, 36) % LETTERS.length])
    .join('');
}
