import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteUrls } from '@ssc/ui';
import type { ComponentType } from 'react';

/** MF container name of each remote → its key in the gateway's `remotes` config. */
export const REMOTE_NAMES = {
  mfe_public: 'public',
  mfe_booking: 'booking',
  mfe_dashboard: 'dashboard',
  mfe_admin: 'admin',
} as const satisfies Record<string, keyof RemoteUrls>;

export type RemoteName = keyof typeof REMOTE_NAMES;

/** `<remote>/<ExposedModule>`, e.g. `mfe_public/Services`. */
export type RemoteModuleId = `${RemoteName}/${string}`;

interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

let entries: RemoteEntry[] = [];
/** Remotes whose last load failed: their cached manifest/entry state is dropped before a retry. */
const failedRemotes = new Set<RemoteName>();

/** Registers the four manifest URLs (absolute, so chunk URLs resolve against the manifest). */
export function registerAppRemotes(urls: RemoteUrls): void {
  entries = (Object.keys(REMOTE_NAMES) as RemoteName[]).map((name) => ({
    name,
    entry: new URL(urls[REMOTE_NAMES[name]], window.location.href).href,
  }));
  registerRemotes(entries);
}

function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Loads an exposed page module. After a failure the remote is registered again with `force`,
 * which clears the MF runtime's manifest and entry caches, so a retry really goes to the network.
 */
export async function loadRemotePage(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  const name = remoteNameOf(id);
  if (failedRemotes.has(name)) {
    const entry = entries.find((e) => e.name === name);
    if (entry) registerRemotes([entry], { force: true });
  }
  try {
    const mod = await loadRemote<{ default?: ComponentType }>(id);
    if (!mod?.default) throw new Error(`Remote module ${id} has no default export`);
    failedRemotes.delete(name);
    return { default: mod.default };
  } catch (error) {
    failedRemotes.add(name);
    throw error;
  }
}
