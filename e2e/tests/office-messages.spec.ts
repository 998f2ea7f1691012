import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { expectToast } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 34.10, messages and service requests as work. (a) A visitor's contact message is answered
// from «الرسائل»: the email and phone are links, «رد» sends «رد على رسالتك» to the visitor with the
// message quoted, the reply shows under it («تم الرد»), and the message is marked unread again.
// (b) A service request, made through the public API as the wizard does, is found in «طلبات
// الخدمات» by its reference typed in lower case, moved «قيد المعالجة» then «منجز», and given a
// note. Both are this run's own (names and texts carry the run tag).
const run = Date.now().toString(36);
const origin = { origin: baseURL };

// axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
test.use({ bypassCSP: true });

test('the admin answers a contact message by email and marks it unread again', async ({ page }) => {
  const email = `office-reply-${run}@example.jo`;
  const lastName = `الحوراني ${nameTag(run)}`;
  const question = `هل يمكن ضم سنوات الخدمة السابقة؟ (${run})`;
  const sent = await page.request.post('/api/contact', {
    headers: origin,
    data: {
      firstName: 'سلمى',
      lastName,
      email,
      phone: '0771234567',
      inquiryType: 'retirement',
      message: question,
    },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^الرسائل/ }).click();
  const item = page.getByRole('listitem', { name: `رسالة من سلمى ${lastName}` });
  await expect(item.getByTestId('message-status')).toContainText('جديد');
  await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(item.getByRole('link', { name: '0771234567' })).toHaveAttribute(
    'href',
    'tel:+962771234567',
  );

  const answer = `نعم، يمكن ذلك بشروط.\nنرحب بزيارتك (${run}).`;
  await item.getByRole('button', { name: `رد على سلمى ${lastName} بالبريد` }).click();
  await expect(item.getByLabel('الرد بالبريد')).toBeFocused();
  await item.getByLabel('الرد بالبريد').fill(answer);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await item.getByRole('button', { name: 'إرسال الرد' }).click();
  await expectToast(page, 'أُرسل الرد إلى المرسل');
  await expect(item.getByTestId('message-status')).toContainText('تم الرد');
  await expect(item.getByTestId('reply-body')).toHaveText(answer);

  const mail = await waitForMail({ to: email, subject: /^رد على رسالتك/, timeoutMs: 45_000 });
  for (const line of answer.split('\n')) expect(mail.text).toContain(line);
  expect(mail.text).toContain(`> ${question}`);

  await item.getByRole('button', { name: `تحديد رسالة سلمى ${lastName} كغير مقروءة` }).click();
  await expect(item.getByTestId('message-status')).toContainText('جديد');
});

test('the admin finds a service request by its reference, moves it to «منجز» and adds a note', async ({
  page,
}) => {
  const catalogue = await page.request.get('/api/services');
  const [service] = (await catalogue.json()) as { id: string; price: number }[];
  const fullName = `هند ${nameTag(run)}`;
  const created = await page.request.post('/api/create-service-payment-intent', {
    headers: origin,
    data: {
      serviceId: service!.id,
      amount: service!.price,
      fullName,
      email: `office-request-${run}@example.jo`,
      phone: '0786665544',
      address: 'إربد، شارع الجامعة',
      serviceDetails: 'تسجيل إصابة عمل لأحد العاملين ومتابعة اللجنة الطبية.',
    },
  });
  expect(created.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'طلبات الخدمات' }).click();
  const table = page.getByRole('table', { name: 'طلبات الخدمات' });
  const row = table.getByRole('row').filter({ hasText: fullName });
  await expect(row.getByTestId('request-status')).toContainText('جديد');
  const reference = (await row.locator('[data-label="رقم الطلب"]').textContent())!.trim();
  expect(reference).toMatch(/^REQ-\d{2}-\d{5,}$/);

  await page.getByLabel('بحث برقم الطلب').fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `تفاصيل طلب ${fullName}` }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('details-reference')).toHaveText(reference);
  await sheet.getByRole('button', { name: 'بدء المعالجة' }).click();
  await expect(sheet.getByTestId('request-status')).toContainText('قيد المعالجة');
  await sheet.getByRole('button', { name: 'تم الإنجاز' }).click();
  await expect(sheet.getByTestId('request-status')).toContainText('منجز');
  await expect(sheet.getByRole('button', { name: 'تم الإنجاز' })).toHaveCount(0);

  await sheet.getByLabel('ملاحظة جديدة').fill(`سُلّمت المعاملة للعميل (${run})`);
  await sheet.getByRole('button', { name: 'حفظ الملاحظة' }).click();
  await expect(sheet.getByTestId('request-note-body')).toHaveText(`سُلّمت المعاملة للعميل (${run})`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
