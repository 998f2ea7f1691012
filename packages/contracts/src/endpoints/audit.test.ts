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

  it('name only endpoints of the table that change something', () => {
    for (const name of Object.keys(ADMIN_ACTIONS)) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      expect([name, endpoint?.method]).not.toEqual([name, 'GET']);
      expect(endpoint).toBeDefined();
    }
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
