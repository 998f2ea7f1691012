// `npm run bench`: bundle budgets and gateway overhead, written to bench/results/.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_LIST_APPOINTMENTS,
  adminListReportLines,
  benchAdmin,
  benchAdminList,
  seedAppointments,
} from './admin-list';
import { benchBooking, bookingReportLines, startBenchRedis, startBenchSmtpSink } from './booking';
import { appTotals, budgets, landingInitialJs, routeChunks } from './bundles';
import { IDLE_RSS_BUDGET_MB, idleMemory, idleMemoryReportLines } from './idle-memory';
import { type LighthouseRow, lighthouseTargets, runLighthouse } from './lighthouse';
import { BARE_TARGETS, type BareComparison, compareProxy, compareWithBare } from './proxy';
import { repoRoot, startBenchSystem } from './system';

/** The shell's hashed JS file nearest 3.8 KB (the measurement), as the gateway serves it. */
function smallHashedShellFile(): string | undefined {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const files = readdirSync(dist)
    .filter((name) => /\.[0-9a-f]{8}\.js$/.test(name))
    .map((name) => ({ name, size: statSync(path.join(dist, name)).size }))
    .sort((a, b) => Math.abs(a.size - 3_800) - Math.abs(b.size - 3_800));
  return files[0] ? `/${files[0].name}` : undefined;
}

const chunks = routeChunks();
const apps = appTotals();
// The booking bench needs the system's mail (an SMTP sink of ours) and its own Redis when possible.
const smtpSink = await startBenchSmtpSink();
const benchRedis = await startBenchRedis();
const system = await startBenchSystem(
  6080,
  6100,
  {
    SMTP_URL: smtpSink.url,
    ...(benchRedis ? { REDIS_URL: benchRedis.url } : {}),
    // Every request comes from one address: the gateway's per-address limits must not answer 429.
    RATE_LIMIT_MULTIPLIER: '100000',
    // The booking load round gives each booking its own client address (X-Forwarded-For).
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
  },
  // The admin list bench reads 10,000 appointments written before the booking service starts.
  (dataDir) => seedAppointments(repoRoot, dataDir, ADMIN_LIST_APPOINTMENTS),
);
let report: Record<string, unknown>;
try {
  // First, while nothing has asked anything of the system yet: `npm start` at rest.
  const memory = await idleMemory(system.pid, system.dataDir);
  const landing = await landingInitialJs(system.gatewayUrl);
  // Before the load-generating benchmarks, on a machine as quiet as it gets.
  const lighthouse = await runLighthouse(
    system.gatewayUrl,
    Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  );
  const proxy = await compareProxy(
    `${system.contentUrl}/api/services`,
    `${system.gatewayUrl}/api/services`,
  );
  // Issue 17: the gateway against a bare node:http server answering the same bytes.
  const hashedFile = smallHashedShellFile();
  const bareRef = [
    await compareWithBare('GET /api/services', `${system.gatewayUrl}/api/services`),
    ...(hashedFile
      ? [await compareWithBare(`hashed JS ${hashedFile}`, `${system.gatewayUrl}${hashedFile}`)]
      : []),
  ];
  // Before the booking bench adds its own appointments to the seeded 10,000.
  const adminList = await benchAdminList(system.gatewayUrl);
  const booking = await benchBooking({
    gatewayUrl: system.gatewayUrl,
    startPid: system.pid,
    dataDir: system.dataDir,
    arrivals: smtpSink.arrivals,
  });
  report = {
    date: new Date().toISOString(),
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    budgets,
    memory,
    landing,
    lighthouseTargets,
    lighthouse,
    apps,
    routeChunks: chunks,
    proxy,
    bareRef,
    adminList,
    booking,
  };
} finally {
  await system.stop();
  await smtpSink.close();
  await benchRedis?.stop();
}

const lines = [
  '# Benchmark results',
  '',
  `Run: ${report.date as string} (2-core shared machine; compare ratios, not absolute numbers); load average (1, 5, 15 min) at the end: ${report.loadAverage as string}`,
  '',
  '## Bundle sizes (gzip)',
  '',
  '| what | size | budget | ok |',
  '|---|---|---|---|',
  `| landing page initial JS | ${(report.landing as { totalGzipKb: number }).totalGzipKb} KB | ${budgets.landingInitialJsKb} KB | ${(report.landing as { withinBudget: boolean }).withinBudget ? 'yes' : 'NO'} |`,
  ...chunks.map(
    (c) =>
      `| ${c.remote} ${c.expose} route chunk | ${c.gzipKb} KB | ${budgets.remoteRouteChunkKb} KB | ${c.withinBudget ? 'yes' : 'NO'} |`,
  ),
  '',
  `## Lighthouse (mobile preset, local chromium; median of ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 5} runs by performance)`,
  '',
  `Targets: performance ≥ ${lighthouseTargets.performance}, accessibility ≥ ${lighthouseTargets.accessibility}. Simulated throttling scales the CPU time measured here: a busy shared machine lowers the performance score.`,
  '',
  '| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | ok |',
  '|---|---|---|---|---|---|---|---|',
  ...(report.lighthouse as LighthouseRow[]).map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.metrics.fcp} | ${r.metrics.lcp} | ${r.metrics.tbt} | ${r.metrics.cls} | ${r.withinTarget ? 'yes' : 'NO'} |`,
  ),
  ...(report.lighthouse as LighthouseRow[]).flatMap((r) =>
    r.accessibilityFailures.length
      ? ['', `Accessibility audits failing on ${r.path}: ${r.accessibilityFailures.join('; ')}`]
      : [],
  ),
  '',
  '## Each app, all JS files (gzip; informational: nothing loads all of it at once)',
  '',
  '| app | JS files | total |',
  '|---|---|---|',
  ...apps.map((a) => `| ${a.app} | ${a.files} | ${a.gzipKb} KB |`),
  '',
  '## Gateway proxy overhead (GET /api/services, 10 connections, alternating rounds)',
  '',
  '| path | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|',
];
const proxy = report.proxy as Awaited<ReturnType<typeof compareProxy>>;
for (const [name, r] of [
  ['direct to content service', proxy.direct],
  ['through the gateway', proxy.gateway],
] as const) {
  lines.push(
    `| ${name} | ${r.requestsPerSec} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} |`,
  );
}
lines.push(
  '',
  `Throughput ratio gateway/direct: **${proxy.throughputRatio}**; p50 latency ratio: **${proxy.p50LatencyRatio}**.`,
  '',
);
const bareRef = report.bareRef as BareComparison[];
lines.push(
  '## Against a bare node:http server (same bytes, 50 connections, alternating rounds)',
  '',
  '| what | bytes | bare req/s | bare p99 ms | gateway req/s | gateway p50 ms | gateway p99 ms | ratio | target |',
  '|---|---|---|---|---|---|---|---|---|',
  ...bareRef.map((r, i) => {
    const target =
      i === 0
        ? `≥ ${BARE_TARGETS.services.minRatio}, p99 ≤ ${BARE_TARGETS.services.maxP99Ms} ms`
        : `≥ ${BARE_TARGETS.staticFile.minRatio}`;
    return `| ${r.label} | ${r.bytes} | ${r.bare.requestsPerSec} | ${r.bare.latencyP99Ms} | ${r.gateway.requestsPerSec} | ${r.gateway.latencyP50Ms} | ${r.gateway.latencyP99Ms} | **${r.throughputRatio}** | ${target} |`;
  }),
  '',
);
lines.push(...idleMemoryReportLines(report.memory as Awaited<ReturnType<typeof idleMemory>>));
lines.push(...adminListReportLines(report.adminList as Awaited<ReturnType<typeof benchAdminList>>));
lines.push(...bookingReportLines(report.booking as Awaited<ReturnType<typeof benchBooking>>));

const dir = path.join(repoRoot, 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(dir, 'latest.md'), `${lines.join('\n')}\n`);
console.info(lines.join('\n'));

const overBudget =
  !(report.landing as { withinBudget: boolean }).withinBudget ||
  chunks.some((c) => !c.withinBudget);
if (overBudget) {
  console.error('a bundle is over its budget');
  process.exitCode = 1;
}
if (!(report.booking as Awaited<ReturnType<typeof benchBooking>>).load.withinTarget) {
  console.error('booking throughput below its target (600/s, p99 ≤ 150 ms, no error)');
  process.exitCode = 1;
}
if ((report.memory as Awaited<ReturnType<typeof idleMemory>>).totalRssMb > IDLE_RSS_BUDGET_MB) {
  console.error(`idle memory above ${IDLE_RSS_BUDGET_MB} MB RSS`);
  process.exitCode = 1;
}
const [servicesRef, staticRef] = report.bareRef as BareComparison[];
if (
  !servicesRef ||
  servicesRef.throughputRatio < BARE_TARGETS.services.minRatio ||
  servicesRef.gateway.latencyP99Ms > BARE_TARGETS.services.maxP99Ms ||
  !staticRef ||
  staticRef.throughputRatio < BARE_TARGETS.staticFile.minRatio
) {
  console.error('the gateway is below its targets against the bare node:http reference');
  process.exitCode = 1;
}
const belowTarget = (report.lighthouse as LighthouseRow[]).filter((r) => !r.withinTarget);
if (belowTarget.length > 0) {
  console.error(`Lighthouse below target on ${belowTarget.map((r) => r.path).join(', ')}`);
  process.exitCode = 1;
}
