import { personNameMessage, textMessages } from '@ssc/contracts';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createAuthService } from '../service';
import { call, fourPartRegistration, registration, testKeyPrefix } from '../test-support/client';

const redis = await testRedis();
const definition = createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() });

/** The text fields of a payload, each spoiled with a control character in the middle. */
function spoiled(payload: Record<string, unknown>, char: string) {
  return Object.entries(payload)
    .filter(([, v]) => typeof v === 'string')
    .map(([field, v]) => {
      const value = v as string;
      const bad = `${value.slice(0, 2)}${char}${value.slice(2)}`;
      // The confirmations follow their field, so only the control character is wrong.
      const pair =
        field === 'password'
          ? { confirmPassword: bad }
          : field === 'email'
            ? { confirmEmail: bad }
            : {};
      return [field, { ...payload, [field]: bad, ...pair }] as const;
    });
}

await describeService(definition, (sut) => {
  const url = () => sut.service.url;

  describe('control characters (issue 37, row 8)', () => {
    for (const [reading, make] of [
      ['fullName reading', registration],
      ['four-part reading', fourPartRegistration],
    ] as const) {
      for (const char of ['\u0000', '\n', '\u001b', '\u0085']) {
        it(`answers 400, never 5xx, for ${JSON.stringify(char)} in every text field (${reading})`, async () => {
          for (const [field, body] of spoiled(make(), char)) {
            const res = await call(url(), '/api/register', { body });
            expect(res.status, field).toBe(400);
            expect(res.sessionCookie, field).toBeUndefined();
          }
        });
      }
    }

    it('names the control character in Arabic for free text', async () => {
      const res = await call(url(), '/api/register', {
        body: registration({ residenceCountry: 'الأردن\u0000' }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ residenceCountry: textMessages.controlCharacter });
    });

    it('sign-in and reset forms answer 400 too', async () => {
      for (const [path, body] of [
        ['/api/login', { username: 'a\u0000b', password: 'whatever-1' }],
        ['/api/login', { username: 'someone', password: 'what\u0000ever' }],
        ['/api/forgot-password', { email: 'a\u0000@example.test' }],
        ['/api/reset-password', { token: `${'t'.repeat(43)}\u0000`, password: 'x\u0000yyyyyyyy' }],
      ] as const) {
        const res = await call(url(), path, { body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    });
  });

  describe('person names (issue 37, row 9)', () => {
    const bad = ['محمد 2', 'https://evil.example', 'www.evil.example', 'سارة\nاضغط هنا', 'a@b.c'];
    for (const value of bad) {
      it(`refuses ${JSON.stringify(value)} in each name field with its own Arabic message`, async () => {
        const full = await call(url(), '/api/register', {
          body: registration({ fullName: value }),
        });
        expect(full.status).toBe(400);
        expect([personNameMessage('fullName'), textMessages.controlCharacter]).toContain(
          (full.body.errors as Record<string, string>).fullName,
        );
        for (const part of ['firstName', 'secondName', 'thirdName', 'fourthName'] as const) {
          const res = await call(url(), '/api/register', {
            body: fourPartRegistration({ [part]: value }),
          });
          expect(res.status, part).toBe(400);
          const message = (res.body.errors as Record<string, string>)[part];
          expect([personNameMessage(part), textMessages.controlCharacter]).toContain(message);
        }
      });
    }

    it('accepts Arabic with diacritics and tatweel, and Latin with hyphens and apostrophes', async () => {
      for (const body of [
        registration({ fullName: 'مُحَمَّد عبد الله آل-خطيب' }),
        registration({ fullName: 'محـمد الخطيب' }),
        fourPartRegistration({ firstName: 'Jean-Luc', fourthName: "O'Neil" }),
      ]) {
        expect((await call(url(), '/api/register', { body })).status).toBe(201);
      }
    });
  });
});
