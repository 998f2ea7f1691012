// Starts the whole system the way a user does (`npm start`, on a fresh data dir, embedded PGlite),
// with the booking remote deployed on its own origin; the returned function stops everything.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isAlive, spawnDetached, startBookingRemote, stopPid, waitFor } from './processes';
import {
  baseURL,
  bookingRemotePort,
  dataDir,
  gatewayPort,
  repoRoot,
  servicePortBase,
} from './system';

export default async function globalSetup() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.join(dataDir, 'run'), { recursive: true });
  startBookingRemote();
  const system = spawnDetached([path.join(repoRoot, 'scripts', 'start.mjs')], {
    PORT: String(gatewayPort),
    SERVICE_PORT_BASE: String(servicePortBase),
    DATA_DIR: dataDir,
    REMOTE_BOOKING_URL: `http://127.0.0.1:${bookingRemotePort}/mf-manifest.json`,
    LOG_LEVEL: 'warn',
  });
  await waitFor(
    async () => (await fetch(`${baseURL}/api/health`)).ok,
    'the system to be healthy',
    180_000,
  );

  return async () => {
    await stopPid(system.pid!);
    // Whatever a test restarted on its own (a remote, a service) is stopped by its pid file.
    const runDir = path.join(dataDir, 'run');
    for (const file of readdirSync(runDir)) {
      const pid = Number(readFileSync(path.join(runDir, file), 'utf8'));
      if (pid && isAlive(pid)) await stopPid(pid);
    }
  };
}
