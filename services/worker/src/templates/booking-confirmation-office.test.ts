import { type EmailJob, emailJobSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';
import { sampleConfirmation } from './samples';

const context = { siteName: 'سند للاستشارات' };
const render = (job: EmailJob) => renderEmail(emailJobSchema.parse(job), context);

describe('the confirmation of a booking paid in cash at the office (issue 34.4)', () => {
  it('says the fee is paid at the office and the receipt follows, with no payment link', async () => {
    const job = sampleConfirmation({ paidAtOffice: true });
    const message = await render(job);
    expect(message.text).toContain('تُدفع نقداً في مكتبنا، ويصلك إيصال الدفع بالبريد الإلكتروني');
    expect(message.text).not.toContain(job.checkoutUrl);
    expect(message.text).not.toContain('يُرجى إتمام الدفع');
    expect(message.html).not.toContain('إتمام الدفع');
    expect(message.html).not.toContain('آخر موعد للدفع');
  });

  it('keeps the payment link and its deadline for every other booking', async () => {
    const job = sampleConfirmation();
    const message = await render(job);
    expect(message.text).toContain(job.checkoutUrl);
    expect(message.html).toContain('إتمام الدفع');
    expect(message.text).not.toContain('نقداً في مكتبنا');
  });
});
