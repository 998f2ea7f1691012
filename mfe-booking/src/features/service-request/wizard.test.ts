import type { Payment, PaymentIntentResponse } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  formValues,
  initialWizardState,
  type ServiceRequestDetails,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard';

const details: ServiceRequestDetails = {
  fullName: 'محمد العلي',
  email: 'mohammad@example.jo',
  phone: '0791234567',
  company: '',
  address: 'عمّان، خلدا، شارع وصفي التل',
  serviceDetails: 'أرغب بتسوية حساب المنشأة لدى الضمان الاجتماعي.',
};

const intent: PaymentIntentResponse = {
  provider: 'test',
  clientSecret: 'test_secret',
  paymentId: 'pay-1',
  amount: 30,
  serviceName: 'إدارة حسابات المنشآت',
  currency: 'JOD',
};

const payment: Payment = {
  id: 'pay-1',
  kind: 'service-request',
  targetId: 'sr-1',
  serviceId: 'svc-x',
  serviceName: 'خدمة',
  status: 'paid',
  amount: 30,
  currency: 'JOD',
  provider: 'test',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: '2026-01-01T00:01:00.000Z',
};

const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState);

describe('service-request wizard', () => {
  it('starts on step 1 with an empty form', () => {
    expect(initialWizardState.step).toBe(1);
    expect(formValues(initialWizardState.details)).toEqual({
      fullName: '',
      email: '',
      phone: '',
      company: '',
      address: '',
      serviceDetails: '',
    });
  });

  it('moves to step 2 with the details, back to step 1 keeping them', () => {
    const two = run({ type: 'detailsSubmitted', details });
    expect(two.step).toBe(2);
    const back = wizardReducer(two, { type: 'back' });
    expect(back.step).toBe(1);
    expect(formValues(back.details)).toEqual(details);
  });

  it('reaches step 3 only by a payment in step 2', () => {
    expect(run({ type: 'paid', payment }).step).toBe(1);
    const done = run(
      { type: 'detailsSubmitted', details },
      { type: 'intentCreated', intent },
      { type: 'paid', payment },
    );
    expect(done.step).toBe(3);
    expect(done.payment).toEqual(payment);
    // Done is done: no way back to the form of a paid request.
    expect(wizardReducer(done, { type: 'back' })).toBe(done);
  });

  it('keeps the intent after back and forth with the same details, drops it when they change', () => {
    const withIntent = run(
      { type: 'detailsSubmitted', details },
      { type: 'intentCreated', intent },
    );
    const same = run(
      { type: 'detailsSubmitted', details },
      { type: 'intentCreated', intent },
      { type: 'back' },
      { type: 'detailsSubmitted', details: { ...details } },
    );
    expect(withIntent.intent).toEqual(intent);
    expect(same.step).toBe(2);
    expect(same.intent).toEqual(intent);

    const changed = wizardReducer(wizardReducer(withIntent, { type: 'back' }), {
      type: 'detailsSubmitted',
      details: { ...details, phone: '0779999999' },
    });
    expect(changed.intent).toBeNull();
    expect(changed.details?.phone).toBe('0779999999');
  });

  it('ignores an intent that arrives after leaving step 2', () => {
    const back = run({ type: 'detailsSubmitted', details }, { type: 'back' });
    expect(wizardReducer(back, { type: 'intentCreated', intent }).intent).toBeNull();
  });

  it('back from a provider’s page: done when paid, the summary again (fresh payment) when not', () => {
    // A new page load: the wizard starts from nothing and takes what was kept for the return.
    const done = run({ type: 'returned', payment, details });
    expect(done).toMatchObject({ step: 3, payment, details });
    expect(run({ type: 'returned', payment, details: null })).toMatchObject({
      step: 3,
      payment,
      details: null,
    });

    const failed = run({ type: 'returned', payment: { ...payment, status: 'failed' }, details });
    expect(failed).toMatchObject({ step: 2, details, intent: null, payment: null });
    expect(run({ type: 'returned', payment: null, details: null })).toMatchObject({
      step: 1,
      details: null,
    });
  });
});
