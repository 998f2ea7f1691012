// Starts the whole system the way a user does (`npm start`, on a fresh data dir, embedded PostgreSQL),
// with the booking remote deployed on its own origin; the returned function stops everything.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hasRedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import { startSystem } from '../../scripts/lib/system.mjs';
import { startMailSink } from './mail-sink';
import { isAlive, parentPid, startBookingRemote, stopPid } from './processes';
import {
  adminAccount,
  bookingRemotePort,
  cliqAccount,
  dataDir,
  gatewayPort,
  mailDir,
  officeEmail,
  servicePortBase,
  smtpPort,
} from './system';

export default async function globalSetup() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.join(dataDir, 'run'), { recursive: true });
  rmSync(mailDir, { recursive: true, force: true });
  const stopMailSink = await startMailSink(smtpPort, mailDir);
  // A Redis of the suite's own where the machine has redis-server: on the shared one, the email
  // queue of a bench or a developer's `npm start` is this system's too, and their workers would
  // take (and fail) its jobs. Set for the tests as well (a service they restart uses it).
  const redis = hasRedisServer() ? await startRedisServer() : undefined;
  if (redis) process.env.REDIS_URL = redis.url;
  const remote = startBookingRemote();
  const system = await startSystem({
    port: gatewayPort,
    serviceBase: servicePortBase,
    dataDir,
    env: {
      REMOTE_BOOKING_URL: `http://127.0.0.1:${bookingRemotePort}/mf-manifest.json`,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'no-reply@sanad-consult.test',
      // The built-in test provider (refused in production): payments without money or Stripe.
      PAYMENT_PROVIDER: 'test',
      // …and what an office in Jordan offers besides (issue 31.2): CliQ transfers to the office's
      // alias, confirmed in the console, and cash at the desk for office appointments.
      PAYMENT_METHODS: 'card,cliq,cash',
      CLIQ_ALIAS: cliqAccount.alias,
      CLIQ_ACCOUNT_NAME: cliqAccount.accountName,
      ADMIN_EMAIL: adminAccount.email,
      ADMIN_PASSWORD: adminAccount.password,
      OFFICE_EMAIL: officeEmail,
      // E-invoices (issue 32): numbered and issued as PDF, nothing sent (JoFotara has no sandbox),
      // whatever the machine's environment says; invoices.spec.ts reads them as «صادرة».
      JOFOTARA_MODE: 'off',
    },
  }).catch(async (error: unknown) => {
    // Playwright runs no teardown when the setup fails: what it started must not outlive it
    // (a leftover remote or sink holds its port and breaks the next run).
    if (remote.pid && isAlive(remote.pid)) await stopPid(remote.pid);
    await stopMailSink();
    await redis?.stop();
    throw error;
  });

  const runDir = path.join(dataDir, 'run');
  const recordedPids = () =>
    readdirSync(runDir)
      .map((file) => Number(readFileSync(path.join(runDir, file), 'utf8')))
      .filter((pid) => pid && isAlive(pid));
  return async () => {
    // Whatever a test restarted on its own (a remote, a service) is stopped first, by its pid file:
    // the system stops its database last, after its own services only, and a service it did not
    // start would outlive the database, logging its lost connections.
    for (const pid of recordedPids()) {
      if (parentPid(pid) !== system.pid) await stopPid(pid);
    }
    await system.stop();
    for (const pid of recordedPids()) await stopPid(pid);
    await stopMailSink();
    await redis?.stop();
  };
}
