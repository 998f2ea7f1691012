// `npm run probe:booking -w @ssc/bench [-- seconds]`: the booking load round alone on a fresh
// system (bookings/s, latency, CPU per booking by process), for trying a change to the booking
// path without the whole bench; compare runs made one after the other (the machine is shared).
import { bookingLoad, slots, startBenchRedis, startBenchSmtpSink } from './booking';
import { startBenchSystem } from './system';

const seconds = Number(process.argv[2] ?? 10);
const smtp = await startBenchSmtpSink();
const redis = await startBenchRedis();
const system = await startBenchSystem(6280, 6300, {
  SMTP_URL: smtp.url,
  ...(redis ? { REDIS_URL: redis.url } : {}),
  RATE_LIMIT_MULTIPLIER: '100000',
  // Each load booking comes from its own client address (X-Forwarded-For).
  TRUST_PROXY: 'true',
});
try {
  const next = slots(400);
  const target = { ...system, startPid: system.pid };
  // A short round first: connections opened, code optimised, caches filled.
  await bookingLoad(target, smtp.arrivals, () => String(next.next().value), 3);
  const load = await bookingLoad(target, smtp.arrivals, () => String(next.next().value), seconds);
  console.info(
    `${load.requestsPerSec} bookings/s, p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms, non-2xx ${load.non2xx}, errors ${load.errors}; ${load.emailsDelivered}/${load.booked} emails out ${load.emailsDoneS} s after the round`,
  );
  for (const row of load.cpu) console.info(`  ${row.name}: ${row.perBookingMs} ms CPU per booking`);
  console.info(
    `all: ${load.cpuTotalMs} ms CPU per booking; ceiling on ${load.cores} cores: ${load.ceilingPerSec}/s`,
  );
  console.info(
    `postgres and the load generator alone: ${load.floorMs} ms per booking; ceiling: ${load.floorCeilingPerSec}/s`,
  );
} finally {
  await system.stop();
  await redis?.stop();
  await smtp.close();
}
