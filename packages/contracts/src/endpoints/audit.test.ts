import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, adminActionLabel, auditTarget, endpointNameOf } from './audit';
import { ENDPOINTS, endpoints } from './index';

describe('the admin actions of the audit log', () => {
  it('label every admin write of the table, in Arabic', () => {
    const adminWrites = ENDPOINTS.filter((e) => e.access === 'admin' && e.method !== 'GET');
    expect(adminWrites.length).toBeGreaterThan(0);
    for (const endpoint of adminWrites) {
      const name = endpointNameOf(endpoint);
      expect([name, ADMIN_ACTIONS[name ?? 'login']?.label]).toEqual([
        name,
        expect.stringMatching(/^[\u0600-\u06FF ]+$/),
      ]);
    }
  });

  it('name only endpoints of the table that change something or hand personal data out', () => {
    for (const [name, action] of Object.entries(ADMIN_ACTIONS)) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      expect(endpoint).toBeDefined();
      // A GET is here only as a download or an export (issue 37 row 6), and only GETs are.
      expect([name, action.download === true]).toEqual([name, endpoint?.method === 'GET']);
    }
  });

  it('record every export and download of client data, in Arabic (issue 37 row 6)', () => {
    const downloads = [
      'exportAppointments',
      'exportPayments',
      'exportInvoices',
      'invoiceXml',
      'invoicePdf',
      'appointmentReceipt',
      'serviceRequestReceipt',
      'downloadDocument',
      'transferReceipt',
      'listClientDocuments',
    ] as const;
    for (const name of downloads) {
      expect([name, ADMIN_ACTIONS[name]]).toEqual([
        name,
        { label: expect.stringMatching(/^[\u0600-\u06FF ]+$/), download: true },
      ]);
    }
    // Every endpoint that answers a file (a content type other than JSON) is one of them.
    // (`signInPage` answers a page and `whatsappWebhookVerify` Meta's challenge: no one's data.)
    const files = ENDPOINTS.filter(
      (e) => e.method === 'GET' && (e.responseContentType || !e.response),
    )
      .map((e) => endpointNameOf(e))
      .filter((name) => name !== 'signInPage' && name !== 'whatsappWebhookVerify');
    for (const name of files)
      expect([name, ADMIN_ACTIONS[name ?? 'login']?.download]).toEqual([name, true]);
  });

  it("takes the target from the path's parameters", () => {
    expect(auditTarget(endpoints.updateAppointment, '/api/appointments/abc-1')).toBe('abc-1');
    expect(
      auditTarget(endpoints.putAvailabilityException, '/api/availability/exceptions/2026-03-30'),
    ).toBe('2026-03-30');
    expect(auditTarget(endpoints.putAvailabilityWeek, '/api/availability/week')).toBeNull();
    expect(auditTarget(endpoints.setUserRole, '/api/users/%E2%9C%93/role')).toBe('✓');
    expect(auditTarget(endpoints.setUserRole, '/api/users/%E2/role')).toBe('%E2');
    expect(adminActionLabel('putAvailabilityWeek')).toBe('تعديل ساعات العمل');
    expect(adminActionLabel('gone')).toBe('gone');
  });
});
