import { readFileSync } from 'node:fs';
import { authMessages, type User } from '@ssc/contracts';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { eq, like, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInNames, users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, testKeyPrefix } from '../test-support/client';
import { findByLogin, insertUser, type NewAccount } from './users';

const redis = await testRedis();
const definition = createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() });

let runs = 0;
const runPrefix = () => {
  runs += 1;
  return `n${Date.now().toString(36)}${runs}x`;
};

/** Upper-cases the letters `mask` picks, so one name arrives in many spellings. */
const spell = (name: string, mask: number) =>
  [...name].map((c, i) => ((mask >> (i % 30)) & 1 ? c.toUpperCase() : c)).join('');

const account = (username: string, email: string): NewAccount => ({
  username,
  email,
  passwordHash: 'not-a-real-hash',
  role: 'user',
  firstName: 'سارة',
  lastName: 'حداد',
  fullName: 'سارة حداد',
});

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;

  /** Every sign-in name the accounts of a run hold (both columns), mapped to its accounts. */
  async function owners(prefix: string): Promise<Map<string, Set<string>>> {
    const rows = await db()
      .select()
      .from(users)
      .where(
        or(like(users.email, `${prefix}%`), like(sql`lower(${users.username})`, `${prefix}%`)),
      );
    const map = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const name of [row.email.toLowerCase(), row.username.toLowerCase()]) {
        map.set(name, (map.get(name) ?? new Set()).add(row.id));
      }
    }
    return map;
  }

  describe('one namespace for usernames and emails (issue 37, row 2)', () => {
    it("refuses another person's email as a username, and names the field", async () => {
      const victim = `victim-${Date.now()}@example.test`;
      const res = await call(url(), '/api/register', { body: registration({ username: victim }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ username: authMessages.usernameNotOwnEmail });
      // The owner then registers with the /auth form (no username field) as usual.
      const own = await call<User>(url(), '/api/register', {
        body: registration({ username: undefined, email: victim, confirmEmail: victim }),
      });
      expect(own.status).toBe(201);
    });

    it('accepts the own email as a username, in any case', async () => {
      const email = `own-${Date.now()}@example.test`;
      const res = await call<User>(url(), '/api/register', {
        body: registration({ username: email.toUpperCase(), email, confirmEmail: email }),
      });
      expect(res.status).toBe(201);
      expect(res.body.username).toBe(email);
    });

    it('the database refuses a name taken in the other column, whichever field, with its 409', async () => {
      const p = runPrefix();
      await insertUser(db(), account(`${p}owner`, `${p}owner@example.test`));
      // Written past the form's rule: the constraint alone must hold.
      await expect(
        insertUser(db(), account(`${p}OWNER@example.test`, `${p}other@example.test`)),
      ).rejects.toMatchObject({ status: 409, errors: { username: authMessages.usernameTaken } });
      await expect(
        insertUser(db(), account(`${p}x`, `${p}Owner@Example.test`)),
      ).rejects.toMatchObject({ status: 409, errors: { email: authMessages.emailTaken } });
    });

    it("two registrations claiming each other's email at the same moment: one wins, never a 5xx", async () => {
      for (let i = 0; i < 10; i += 1) {
        const p = runPrefix();
        const [a, b] = [`${p}a@example.test`, `${p}b@example.test`];
        const results = await Promise.allSettled([
          insertUser(db(), account(b, a)),
          insertUser(db(), account(a, b)),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected');
        expect(lost?.reason).toMatchObject({ status: 409 });
      }
    });

    it('any sequence of registrations, racing or not: no sign-in name opens two accounts (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              user: fc.nat(5),
              mail: fc.nat(2),
              userCase: fc.nat(),
              mailCase: fc.nat(),
              together: fc.boolean(),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          async (steps) => {
            const p = runPrefix();
            const emails = ['a', 'b', 'c'].map((n) => `${p}${n}@example.test`);
            // Usernames collide with each other and with the emails.
            const names = [`${p}a`, `${p}b`, `${p}c`, ...emails];
            const made: { id: string; username: string; email: string }[] = [];
            // Consecutive steps marked `together` run at the same moment.
            let batch: (typeof steps)[number][] = [];
            const flush = async () => {
              const results = await Promise.allSettled(
                batch.map((s) =>
                  insertUser(
                    db(),
                    account(
                      spell(names[s.user] as string, s.userCase),
                      spell(emails[s.mail] as string, s.mailCase),
                    ),
                  ),
                ),
              );
              for (const r of results) {
                if (r.status === 'fulfilled') made.push(r.value);
                else expect(r.reason).toMatchObject({ status: 409 });
              }
              batch = [];
            };
            for (const step of steps) {
              if (!step.together) await flush();
              batch.push(step);
            }
            await flush();

            for (const [name, ids] of await owners(p)) expect(ids.size, name).toBe(1);
            for (const row of made) {
              for (const name of [row.username, row.email]) {
                expect((await findByLogin(db(), spell(name, 0x2aaaaaaa)))?.id).toBe(row.id);
              }
            }
            for (const name of names) {
              const owner = await findByLogin(db(), name);
              const claimed = made.filter(
                (m) => m.username.toLowerCase() === name || m.email === name,
              );
              expect(owner?.id).toBe(claimed[0]?.id);
            }
          },
        ),
        { numRuns: 30 },
      );
      // Many registrations against the database: room for a busy machine.
    }, 90_000);

    it('through the API too: a 201, or a 400/409 naming the field; sign-in by any name finds one account (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ user: fc.nat(4), mail: fc.nat(1), mask: fc.nat() }), {
            minLength: 1,
            maxLength: 5,
          }),
          async (steps) => {
            const p = runPrefix();
            const emails = [`${p}a@example.test`, `${p}b@example.test`];
            const names = [`${p}a`, `${p}b`, ...emails, undefined];
            for (const s of steps) {
              const email = spell(emails[s.mail] as string, s.mask);
              const username = names[s.user];
              const res = await call(url(), '/api/register', {
                body: registration({
                  username: username && spell(username, s.mask >> 3),
                  email,
                  confirmEmail: email,
                }),
              });
              expect([201, 400, 409]).toContain(res.status);
              if (res.status !== 201) {
                expect(Object.keys(res.body.errors as object)).toEqual([
                  expect.stringMatching(/^(username|email)$/),
                ]);
              }
            }
            for (const [name, ids] of await owners(p)) expect(ids.size, name).toBe(1);
            for (const name of [...names, ...emails].filter((n): n is string => Boolean(n))) {
              const res = await call<User>(url(), '/api/login', {
                body: { username: name.toUpperCase(), password: 'kalimat-sir-9' },
              });
              const owner = [...((await owners(p)).get(name) ?? [])][0];
              if (owner) expect(res.body.id, name).toBe(owner);
              else expect(res.status).toBe(401);
            }
          },
        ),
        { numRuns: 12 },
      );
    }, 120_000);
  });

  describe('the migration backfill', () => {
    it('gives old accounts their names, the older one keeping a name two accounts share', async () => {
      const p = runPrefix();
      const older = await insertUser(db(), account(`${p}old`, `${p}old@example.test`));
      const newer = await insertUser(db(), account(`${p}new`, `${p}new@example.test`));
      // Old data: no names yet, and the newer account's username is the older one's email.
      await db()
        .delete(signInNames)
        .where(or(eq(signInNames.userId, older.id), eq(signInNames.userId, newer.id)));
      await db()
        .update(users)
        .set({ username: `${p}OLD@example.test` })
        .where(eq(users.id, newer.id));
      const migration = readFileSync(
        new URL('../../drizzle/0003_sign_in_names_session_idle.sql', import.meta.url),
        'utf8',
      );
      const backfill = migration.split('--> statement-breakpoint').at(-1) as string;
      await db().execute(sql.raw(backfill));

      const rows = await db()
        .select({ name: signInNames.name, userId: signInNames.userId })
        .from(signInNames)
        .where(like(signInNames.name, `${p}%`));
      expect(new Map(rows.map((r) => [r.name, r.userId]))).toEqual(
        new Map([
          [`${p}old@example.test`, older.id],
          [`${p}old`, older.id],
          [`${p}new@example.test`, newer.id],
        ]),
      );
      expect((await findByLogin(db(), `${p}old@example.test`))?.id).toBe(older.id);
    });
  });
});
