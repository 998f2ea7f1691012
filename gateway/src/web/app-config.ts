import type { GatewayConfig } from '../config';

/** The exact placeholder the shell's build leaves in index.html for the gateway to fill. */
export const APP_CONFIG_PLACEHOLDER = '<script id="app-config" type="application/json">{}</script>';

// JSON is inert inside the script tag except for `</script>` and HTML comment tricks.
const HTML_UNSAFE = /[<>&\u2028\u2029]/g;

function escapeForScript(json: string): string {
  return json.replace(HTML_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The runtime config the shell reads at start: where each remote lives and the site's name. */
export function renderAppConfig(config: Pick<GatewayConfig, 'siteName' | 'remotes'>): string {
  return escapeForScript(JSON.stringify({ siteName: config.siteName, remotes: config.remotes }));
}

/** Fills the placeholder; a function replacer so `$&`-like text in the config stays literal. */
export function injectAppConfig(html: string, configJson: string): string {
  return html.replace(
    APP_CONFIG_PLACEHOLDER,
    () => `<script id="app-config" type="application/json">${configJson}</script>`,
  );
}
