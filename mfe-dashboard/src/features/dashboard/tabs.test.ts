import { describe, expect, it } from 'vitest';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, tabFromQuery } from './tabs';

describe('dashboard tabs', () => {
  it('has the spec’s four tabs in order, each with an Arabic label', () => {
    expect(DASHBOARD_TABS).toEqual(['appointments', 'documents', 'upload', 'profile']);
    for (const tab of DASHBOARD_TABS) expect(DASHBOARD_TAB_LABELS[tab]).toMatch(/[\u0600-\u06FF]/);
  });

  it('opens the tab named in ?tab=, else the appointments', () => {
    expect(tabFromQuery('documents')).toBe('documents');
    expect(tabFromQuery('profile')).toBe('profile');
    expect(tabFromQuery(null)).toBe('appointments');
    expect(tabFromQuery('admin')).toBe('appointments');
  });
});
