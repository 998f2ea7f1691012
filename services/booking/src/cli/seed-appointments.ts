// Internal seed for benchmarks: `node --import tsx src/cli/seed-appointments.ts --count 10000`
// writes that many appointments (no files, no emails) straight into the booking database of
// DATABASE_URL or the embedded PostgreSQL server of DATA_DIR. Never used by the running product.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APPOINTMENT_STATUSES } from '@ssc/contracts';
import { openDatabase } from '@ssc/service-kit';
import * as schema from '../db/schema';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive integer');
  process.exit(2);
}

const connection = await openDatabase({
  service: 'booking',
  schema,
  migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)),
});
/** `n` with each digit an Arabic letter: a name holds letters only (issue 37), as the form's do. */
const inLetters = (n: number) => String(n).replace(/\d/g, (d) => 'ابتثجحخدذر'[Number(d)] ?? '');

try {
  // One appointment per hour from 2031 on: distinct slots, so the unique index never objects.
  const start = Date.UTC(2031, 0, 1, 6);
  const BATCH = 500;
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, i) => {
      const n = offset + i;
      return {
        serviceId: 'svc-retirement-consultations',
        userId: n % 3 === 0 ? 'guest' : `bench-user-${n % 50}`,
        startsAt: new Date(start + n * 3_600_000),
        slotIndex: 0,
        consultationMode: 'office' as const,
        contactName: `عميل تجريبي ${inLetters(n)}`,
        contactEmail: `bench-${n}@example.jo`,
        contactPhone: '0790000000',
        socialSecurityNumber: '12345678',
        status: APPOINTMENT_STATUSES[n % APPOINTMENT_STATUSES.length],
        createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
      };
    });
    await connection.db.insert(schema.appointments).values(rows);
  }
  console.info(`seeded ${count} appointments`);
} finally {
  await connection.close();
}
