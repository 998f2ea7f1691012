import { waitForMail } from '../support/mail';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// The account back end through the running system (issue 5): the gateway's session handling,
// CSRF check and the password reset mailed by the worker, without the pages in between.
const run = Date.now().toString(36);
const password = 'api-Sanad-2025';

function account(name: string) {
  const email = `${name}.${run}@example.com`;
  return {
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
    nationality: 'jordanian',
    fullName: 'رامي خليل يوسف النمري',
    mobileNumber: '+962791112233',
    termsAccepted: true,
  };
}

const sessionFrom = (setCookie: string | undefined) =>
  /ssc_session=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

test('a session dies with logout: the old cookie replayed is signed out', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const registered = await api.post('/api/register', { data: account('replay') });
  expect(registered.status()).toBe(201);
  const session = sessionFrom(registered.headers()['set-cookie']);
  expect(session).toMatch(/^[\w-]{43}$/);
  expect(registered.headers()['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);
  expect((await api.get('/api/user')).status()).toBe(200);

  expect((await api.post('/api/logout')).status()).toBe(204);
  const stranger = await playwright.request.newContext({ baseURL });
  const replay = await stranger.get('/api/user', { headers: { cookie: `ssc_session=${session}` } });
  expect(replay.status()).toBe(401);
  await api.dispose();
  await stranger.dispose();
});

test('a state-changing call from another site is refused with 403 in Arabic', async ({
  request,
}) => {
  const res = await request.post('/api/login', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    data: { username: 'x', password: 'y' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toMatch(/صادر من موقع آخر/);
});

test('forgot password mails a one-time link that sets a new password', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const user = account('reset');
  expect((await api.post('/api/register', { data: user })).status()).toBe(201);

  const forgot = await api.post('/api/forgot-password', { data: { email: user.email } });
  expect(forgot.status()).toBe(200);
  const mail = await waitForMail({ to: user.email, subject: /إعادة تعيين كلمة المرور/ });
  expect(mail.html).toContain('dir="rtl"');
  const link = /(http:\/\/localhost:\d+\/reset-password\?token=([\w-]+))/.exec(mail.text);
  expect(link).not.toBeNull();
  const token = link?.[2] ?? '';

  const newPassword = 'a-New-pass-2025';
  const reset = await api.post('/api/reset-password', {
    data: { token, password: newPassword, confirmPassword: newPassword },
  });
  expect(reset.status()).toBe(200);
  // Every session of the account ended with the reset, this browser's included.
  expect((await api.get('/api/user')).status()).toBe(401);
  const again = await api.post('/api/reset-password', {
    data: { token, password: newPassword, confirmPassword: newPassword },
  });
  expect(again.status()).toBe(400);

  const old = await api.post('/api/login', { data: { username: user.email, password } });
  expect(old.status()).toBe(401);
  const fresh = await api.post('/api/login', {
    data: { username: user.email.toUpperCase(), password: newPassword },
  });
  expect(fresh.status()).toBe(200);
  expect((await fresh.json()).email).toBe(user.email);
  await api.dispose();
});
