import type { Endpoint } from './endpoint';
import { type EndpointName, endpoints } from './table';

export interface AdminAction {
  /** Arabic, as the audit log shows it. */
  readonly label: string;
  /**
   * `service`: the owning service writes the entry itself, in the transaction of the change
   * (with what only it knows, e.g. the account's email); the gateway must not add a second one.
   */
  readonly recordedBy?: 'service';
  /**
   * A GET that hands personal data out of the system (an export, a client's file): recorded
   * like a write (issue 37 row 6), so the log says who took which client's data and when.
   * Every other GET (lists, stats) is not recorded.
   */
  readonly download?: true;
}

/**
 * The admin actions the audit log records (issue 19.6), keyed by endpoint name. The gateway
 * records a successful (2xx) call of one of these by an admin; every `access: 'admin'` write must
 * be here (endpoints.test.ts), and a guest/user endpoint is here when an admin calling it acts for
 * the office (cancelling or moving a client's appointment) or takes a client's data (`download`).
 */
export const ADMIN_ACTIONS: Partial<Record<EndpointName, AdminAction>> = {
  createService: { label: 'إضافة خدمة' },
  updateService: { label: 'تعديل خدمة' },
  setServiceState: { label: 'تغيير حالة خدمة' },
  moveService: { label: 'تغيير ترتيب الخدمات' },
  markContactMessage: { label: 'تعليم رسالة تواصل كمقروءة' },
  replyToContactMessage: { label: 'الرد على رسالة تواصل' },
  updateAppointment: { label: 'تحديث موعد' },
  createOfficeAppointment: { label: 'حجز موعد من المكتب' },
  createAppointmentNote: { label: 'إضافة ملاحظة على موعد' },
  createClientNote: { label: 'إضافة ملاحظة على عميل' },
  updateServiceRequest: { label: 'تغيير حالة طلب خدمة' },
  createServiceRequestNote: { label: 'إضافة ملاحظة على طلب خدمة' },
  cancelAppointment: { label: 'إلغاء موعد' },
  rescheduleAppointment: { label: 'تغيير موعد' },
  putAvailabilityWeek: { label: 'تعديل ساعات العمل' },
  putAvailabilityException: { label: 'تعديل استثناء يوم' },
  deleteAvailabilityException: { label: 'حذف استثناء يوم' },
  createAvailabilityPeriod: { label: 'إضافة فترة بساعات عمل مختلفة' },
  updateAvailabilityPeriod: { label: 'تعديل فترة بساعات عمل مختلفة' },
  deleteAvailabilityPeriod: { label: 'حذف فترة بساعات عمل مختلفة' },
  previewAvailabilityChange: { label: 'معاينة تغيير أوقات العمل' },
  applyAvailabilityChange: { label: 'تغيير أوقات العمل مع قرارات المواعيد المتأثرة' },
  blockSlot: { label: 'إغلاق وقت من التقويم' },
  freeSlot: { label: 'فتح وقت من التقويم' },
  putMeetingRooms: { label: 'تعديل غرف الاجتماعات' },
  retryRefund: { label: 'إعادة محاولة الاسترداد' },
  recordRefund: { label: 'تسجيل رد مبلغ يدوياً' },
  confirmPayment: { label: 'تأكيد حوالة كليك' },
  rejectPayment: { label: 'رفض حوالة كليك' },
  recordCashPayment: { label: 'تسجيل دفعة نقدية' },
  resendInvoice: { label: 'إعادة إرسال فاتورة إلى جوفوترة' },
  setUserRole: { label: 'تغيير صلاحية حساب', recordedBy: 'service' },
  setUserStatus: { label: 'تعطيل حساب أو تفعيله', recordedBy: 'service' },
  // Downloads and exports of personal data (recorded only when the caller is an admin).
  exportAppointments: { label: 'تصدير المواعيد', download: true },
  exportPayments: { label: 'تصدير المدفوعات', download: true },
  exportInvoices: { label: 'تصدير الفواتير', download: true },
  invoiceXml: { label: 'تنزيل مستند فاتورة إلكترونية', download: true },
  invoicePdf: { label: 'تنزيل فاتورة', download: true },
  appointmentReceipt: { label: 'تنزيل إيصال دفع موعد', download: true },
  serviceRequestReceipt: { label: 'تنزيل إيصال دفع طلب خدمة', download: true },
  downloadDocument: { label: 'تنزيل مستند عميل', download: true },
  transferReceipt: { label: 'تنزيل إشعار حوالة', download: true },
  listClientDocuments: { label: 'عرض مستندات عميل', download: true },
  getClient: { label: 'عرض صفحة عميل', download: true },
};

/**
 * The answer's header in which the service that did an admin action says what it did, in words
 * (issue 34.7: the reference, the client's and the service's names, the change), URI-encoded
 * since a header is Latin-1. The gateway takes it off the answer and the audit entry keeps it;
 * without it the entry says the action's label and its target.
 */
export const AUDIT_SUMMARY_HEADER = 'x-audit-summary';

const names = new Map<Endpoint, EndpointName>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name as EndpointName]),
);

/** The endpoint's name in the table (`updateAppointment`). */
export function endpointNameOf(endpoint: Endpoint): EndpointName | undefined {
  return names.get(endpoint);
}

/** The Arabic label of an action key, or the key itself for one no longer in the table. */
export function adminActionLabel(action: string): string {
  return ADMIN_ACTIONS[action as EndpointName]?.label ?? action;
}

/**
 * The values of the `:name` segments of `path` (already matched to `endpoint`), in order, joined
 * by " / "; null when the endpoint has none.
 */
export function auditTarget(endpoint: Pick<Endpoint, 'path'>, path: string): string | null {
  const template = endpoint.path.split('/');
  const segments = path.split('/');
  const values = template.flatMap((part, i) =>
    part.startsWith(':') ? [decodeSegment(segments[i] ?? '')] : [],
  );
  return values.length > 0 ? values.join(' / ') : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
