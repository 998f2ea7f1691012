/**
 * Copies `text` to the clipboard: the async Clipboard API where the page may use it (a secure
 * context), else the old way of selecting a hidden text area and `execCommand('copy')` (plain HTTP
 * on a local network, older browsers). Resolves true when either worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the fallback below may still work.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, and not zoomed into on iOS (font size under 16 px makes Safari zoom).
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  area.style.fontSize = '16px';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
