import { describe, expect, it } from 'vitest';
import { SERVICE_DISPLAY_ORDER, sortServicesForDisplay } from './services';

describe('sortServicesForDisplay', () => {
  it('puts known services in the fixed order and unknown ones last, keeping their order', () => {
    const input = [
      { nameEn: 'custom-b' },
      { nameEn: 'retirement-consultations' },
      { nameEn: 'establishment-account-management' },
      { nameEn: 'custom-a' },
      { nameEn: 'salary-adjustments' },
    ];
    expect(sortServicesForDisplay(input).map((s) => s.nameEn)).toEqual([
      'establishment-account-management',
      'salary-adjustments',
      'retirement-consultations',
      'custom-b',
      'custom-a',
    ]);
  });

  it('does not mutate its input', () => {
    const input = [...SERVICE_DISPLAY_ORDER].reverse().map((nameEn) => ({ nameEn }));
    const copy = input.map((s) => s.nameEn);
    sortServicesForDisplay(input);
    expect(input.map((s) => s.nameEn)).toEqual(copy);
  });
});
