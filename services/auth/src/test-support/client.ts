import { randomBytes } from 'node:crypto';
import { EMAIL_QUEUE } from '@ssc/contracts';
import type { Database } from '@ssc/service-kit';
import {
  createServiceTokenSigner,
  loadServiceKey,
  SERVICE_TOKEN_HEADER,
} from '@ssc/service-kit/internal-auth';
import { Queue } from 'bullmq';
import { outbox } from '../db/schema';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The `ssc_session` value the answer set ('' when it cleared it), if it set one. */
  sessionCookie: string | undefined;
  /** The raw Set-Cookie line of the session cookie. */
  setCookie: string | undefined;
}

/** JSON over real HTTP, with the session cookie when given. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    session?: string | undefined;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.session) headers.cookie = `ssc_session=${init.session}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('ssc_session='));
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: res.headers,
    setCookie,
    sessionCookie: setCookie ? /^ssc_session=([^;]*)/.exec(setCookie)?.[1] : undefined,
  };
}

/** A unique, valid /auth payload (first reading: fullName and a username). */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  const email = `user-${id}@example.test`;
  return {
    username: `user_${id}`,
    password: 'kalimat-sir-9',
    confirmPassword: 'kalimat-sir-9',
    email,
    confirmEmail: email,
    nationality: 'jordanian',
    fullName: 'محمد أحمد علي الخطيب',
    nationalId: '9981234567',
    mobileNumber: '0791234567',
    socialSecurityNumber: '12345678',
    userNationality: 'أردني',
    workStatus: 'مشترك, متقاعد',
    termsAccepted: true,
    ...overrides,
  };
}

/** The second reading: four name parts, no username (it becomes the email). */
export function fourPartRegistration(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  const email = `four-${id}@example.test`;
  return {
    nationality: 'non-jordanian',
    firstName: 'Sara',
    secondName: 'Jamal',
    thirdName: 'Omar',
    fourthName: 'Haddad',
    email,
    password: 'another-secret-7',
    confirmPassword: 'another-secret-7',
    nationalId: undefined,
    optionalSocialNumber: '55554444',
    residenceStatus: 'resident',
    personalNumber: 'P-778899',
    userNationality: 'غير أردني',
    mobileNumber: '+962 78 123 4567',
    residenceCountry: 'الأردن',
    merchantInsuranceNumber: '3344',
    termsAccepted: true,
    ...overrides,
  };
}

export const testKeyPrefix = () => `test-auth-${randomBytes(6).toString('hex')}`;

/** Takes the jobs the relay put on the shared `emails` queue back off it. */
export async function removeQueuedEmails(db: Database, redisUrl: string): Promise<void> {
  const rows = await db.select({ jobId: outbox.jobId }).from(outbox);
  if (rows.length === 0) return;
  const queue = new Queue(EMAIL_QUEUE, { connection: { url: redisUrl } });
  queue.on('error', () => {});
  try {
    await Promise.all(rows.map((r) => queue.remove(r.jobId).catch(() => 0)));
  } finally {
    await queue.close();
  }
}

/** Asks the session lookup as the gateway does, with its service token for `auth`. */
export function resolveAsGateway(baseUrl: string, dataDir: string, token: string | undefined) {
  const serviceToken = createServiceTokenSigner(loadServiceKey(dataDir), 'gateway')('auth');
  return call(baseUrl, '/internal/sessions/resolve', {
    body: { token },
    headers: { [SERVICE_TOKEN_HEADER]: serviceToken },
  });
}
