// The restore drill of docs/operations.md, on the compose system run without Docker
// (lib/compose-system.ts): a booking with a document, deploy/backup.sh (pg_dump + the uploads),
// the database and the uploads wiped, deploy/restore.sh, the system started again: the booking,
// its document (same bytes, same owner) and the admin's view of it are back.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SmtpSink, startSmtpSink } from '@ssc/service-kit/smtp-sink';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root as repoRoot } from './lib/apps.mjs';
import {
  adminClient,
  bookWithFile,
  buildServers,
  type ComposeSystem,
  filesUnder,
  generateDotEnv,
  isRoot,
  PDF_BYTES,
  prepareComposeSystem,
  slotFrom,
} from './lib/compose-system';

const canRun = isRoot() || process.env.CI === 'true';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const ADMIN = { email: 'drill-admin@example.jo', password: 'drill-admin-password-1' };

describe.skipIf(!canRun)('restore drill: backup, wipe, restore', () => {
  let system: ComposeSystem;
  const backups = mkdtempSync(path.join(tmpdir(), 'ssc-backups-'));
  let smtp: SmtpSink | undefined;

  beforeAll(async () => {
    buildServers();
    smtp = await startSmtpSink();
    system = await prepareComposeSystem({
      redisDb: 8,
      dotEnv: generateDotEnv({
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      }),
    });
    await system.start();
    await system.waitHealthy([...system.processes.keys()], 60_000);
  }, 150_000);

  afterAll(async () => {
    await system?.close();
    rmSync(backups, { recursive: true, force: true });
    await smtp?.close();
  }, 60_000);

  const uploads = () => path.join(system.dataDir, 'uploads');
  const scriptEnv = () => ({
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    DATABASE_URL: system.databaseUrl,
    UPLOADS_DIR: uploads(),
    BACKUP_DIR: backups,
  });
  const query = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: system.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };

  it('brings back a booking and its document after the database and the uploads are lost', async () => {
    const email = `drill-${Date.now()}@example.jo`;
    const res = await bookWithFile(system, email, slotFrom(20));
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [file] = await query(
      'select stored_name from booking.appointment_files where appointment_id = $1',
      [id],
    );
    const stored = filesUnder(uploads()).find((f) => f.endsWith(file.stored_name));
    expect(stored, filesUnder(uploads()).join(', ')).toBeDefined();
    const original = readFileSync(path.join(uploads(), stored as string));
    expect(sha256(original)).toBe(sha256(PDF_BYTES));

    // Backup while the system runs.
    const out = execFileSync('sh', [path.join(repoRoot, 'deploy', 'backup.sh')], {
      env: scriptEnv(),
      encoding: 'utf8',
    });
    const backup = out.trim().split('\n').at(-1) as string;
    expect(readdirSync(backup).sort()).toEqual(['SHA256SUMS', 'database.dump', 'uploads.tar']);

    // Disaster: every process stopped, the database and the files gone.
    await system.stopProcesses();
    const admin = adminClient();
    await admin.connect();
    try {
      await admin.query(`drop database ${system.database} with (force)`);
      await admin.query(`create database ${system.database}`);
    } finally {
      await admin.end();
    }
    rmSync(uploads(), { recursive: true, force: true });
    expect(filesUnder(uploads())).toEqual([]);

    // A damaged backup is refused before anything is touched.
    const damaged = mkdtempSync(path.join(backups, 'damaged-'));
    execFileSync('cp', [
      path.join(backup, 'SHA256SUMS'),
      path.join(backup, 'uploads.tar'),
      damaged,
    ]);
    execFileSync('sh', ['-c', `printf x > ${damaged}/database.dump`]);
    expect(() =>
      execFileSync('sh', [path.join(repoRoot, 'deploy', 'restore.sh'), damaged], {
        env: scriptEnv(),
        stdio: 'pipe',
      }),
    ).toThrow(/incomplete or damaged/);

    execFileSync('sh', [path.join(repoRoot, 'deploy', 'restore.sh'), backup], {
      env: scriptEnv(),
      stdio: 'pipe',
    });

    // The system starts on the restored data: the row, the file (same bytes, still the app's).
    await system.start();
    await system.waitHealthy([...system.processes.keys()], 60_000);
    const [row] = await query('select contact_email from booking.appointments where id = $1', [id]);
    expect(row?.contact_email).toBe(email);
    const restored = path.join(uploads(), stored as string);
    expect(sha256(readFileSync(restored))).toBe(sha256(original));
    expect(statSync(restored).uid).toBe(1000);

    // And the admin sees it through the site (the session cookie is Secure behind the proxy).
    const site = new URL(system.publicUrl);
    const proxied = {
      host: site.host,
      origin: site.origin,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    };
    const login = await fetch(`${system.gatewayUrl}/api/login`, {
      method: 'POST',
      headers: { ...proxied, 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; Secure/);
    const list = await fetch(`${system.gatewayUrl}/api/appointments`, {
      headers: { ...proxied, cookie: cookie.split(';')[0] as string },
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(id);
  }, 150_000);
});
