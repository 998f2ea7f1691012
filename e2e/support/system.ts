// Ports and paths of the system the E2E suite starts (see playwright.config.ts and global-setup.ts).
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const gatewayPort = Number(process.env.E2E_PORT ?? 5080);
export const servicePortBase = Number(process.env.E2E_SERVICE_PORT_BASE ?? 5100);
/** The booking remote is deployed on its own origin, as a separate team would, so a test can stop it. */
export const bookingRemotePort = Number(process.env.E2E_BOOKING_REMOTE_PORT ?? 5090);
/** `E2E_DATA_DIR` / `E2E_MAIL_DIR` (with the port variables) let two runs share one machine. */
export const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(repoRoot, 'e2e', 'test-results', 'data');
/** The local SMTP sink the system's worker delivers to; messages land in `mailDir` as JSON. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 5025);
export const mailDir =
  process.env.E2E_MAIL_DIR ?? path.join(repoRoot, 'e2e', 'test-results', 'mail-sink');
export const baseURL = `http://127.0.0.1:${gatewayPort}`;
export const bookingRemoteDir = path.join(repoRoot, 'mfe-booking', 'dist');
/** The admin account the system creates at start (`ADMIN_EMAIL` / `ADMIN_PASSWORD`); specs sign in with it. */
export const adminAccount = { email: 'admin@sanad-consult.test', password: 'Admin-Sanad-2025!' };
/**
 * The office's own mailbox (`OFFICE_EMAIL`): the notices of new bookings and contact messages and
 * the daily summary go there, apart from the admin account's mail.
 */
export const officeEmail = 'office@e2e.sanad.test';
/**
 * The office's CliQ account (`CLIQ_ALIAS`, `CLIQ_ACCOUNT_NAME`): the checkout shows it to a client
 * who pays by transfer. `CLIQ_HOLD_HOURS` is left at its default (24).
 */
export const cliqAccount = { alias: 'SANADTEST', accountName: 'شركة سند للاستشارات' };
