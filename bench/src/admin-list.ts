// Admin appointments list (issue 8): with 10,000 appointments in the booking database, one page
// (`?page=1&pageSize=20`, what the admin console asks for) against fetching all of them (every page
// at the maximum page size), measured side by side through the gateway as the admin.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const ADMIN_LIST_APPOINTMENTS = 10_000;
/** The admin the bench system creates at start (`ADMIN_EMAIL` / `ADMIN_PASSWORD`). */
export const benchAdmin = {
  email: 'bench-admin@sanad-consult.test',
  password: 'Bench-Admin-2025!',
};

const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const ROUNDS = 5;
const PAGED_PER_ROUND = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Writes `count` appointments into the booking database under `dataDir` with the booking
 * service's internal seed script, before the system starts (on the embedded server of
 * `dataDir`, which the seed starts and stops; the system then starts it again).
 */
export async function seedAppointments(
  repoRoot: string,
  dataDir: string,
  count = ADMIN_LIST_APPOINTMENTS,
): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/seed-appointments.ts', '--count', String(count)],
    {
      cwd: path.join(repoRoot, 'services', 'booking'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding appointments failed (exit ${code})`);
}

export async function signIn(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gatewayUrl },
    body: JSON.stringify({ username: benchAdmin.email, password: benchAdmin.password }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  const cookie = /ssc_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function getPage(gatewayUrl: string, cookie: string, page: number, pageSize: number) {
  const res = await fetch(`${gatewayUrl}/api/appointments?page=${page}&pageSize=${pageSize}`, {
    headers: { cookie },
  });
  if (res.status !== 200) throw new Error(`GET /api/appointments answered ${res.status}`);
  const items = (await res.json()) as unknown[];
  return { items: items.length, total: Number(res.headers.get('x-total-count')) };
}

export interface AdminListResult {
  appointments: number;
  pageSize: number;
  pagedMedianMs: number;
  allMedianMs: number;
  allRequests: number;
  /** paged / all: the target is below 0.1. */
  ratio: number;
  withinTarget: boolean;
}

export async function benchAdminList(gatewayUrl: string): Promise<AdminListResult> {
  const cookie = await signIn(gatewayUrl);
  const first = await getPage(gatewayUrl, cookie, 1, PAGE_SIZE);
  if (first.total < ADMIN_LIST_APPOINTMENTS || first.items !== PAGE_SIZE) {
    throw new Error(
      `expected ${ADMIN_LIST_APPOINTMENTS} seeded appointments, found ${first.total}`,
    );
  }
  const fetchAll = async () => {
    let fetched = 0;
    let requests = 0;
    for (let page = 1; fetched < first.total; page++) {
      const { items } = await getPage(gatewayUrl, cookie, page, MAX_PAGE_SIZE);
      requests += 1;
      if (items === 0) break;
      fetched += items;
    }
    if (fetched !== first.total) throw new Error(`fetched ${fetched} of ${first.total}`);
    return requests;
  };
  // Warm-up of both paths (JIT, connection pools, database caches), then alternating rounds.
  await fetchAll();
  const paged: number[] = [];
  const all: number[] = [];
  let allRequests = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < PAGED_PER_ROUND; i++) {
      const t0 = performance.now();
      await getPage(gatewayUrl, cookie, 1, PAGE_SIZE);
      paged.push(performance.now() - t0);
    }
    const t0 = performance.now();
    allRequests = await fetchAll();
    all.push(performance.now() - t0);
  }
  const pagedMedianMs = median(paged);
  const allMedianMs = median(all);
  const ratio = pagedMedianMs / allMedianMs;
  return {
    appointments: first.total,
    pageSize: PAGE_SIZE,
    pagedMedianMs: round(pagedMedianMs),
    allMedianMs: round(allMedianMs),
    allRequests,
    ratio: round(ratio, 4),
    withinTarget: ratio < 0.1,
  };
}

export function adminListReportLines(r: AdminListResult): string[] {
  return [
    `## Admin appointments list (${r.appointments.toLocaleString('en')} appointments, as admin, through the gateway)`,
    '',
    '| request | median ms |',
    '|---|---|',
    `| one page: GET /api/appointments?page=1&pageSize=${r.pageSize} | ${r.pagedMedianMs} |`,
    `| all of them: ${r.allRequests} pages of ${MAX_PAGE_SIZE} | ${r.allMedianMs} |`,
    '',
    `Ratio paged/all: **${r.ratio}** (target < 0.1: ${r.withinTarget ? 'yes' : 'NO'}).`,
    '',
  ];
}
