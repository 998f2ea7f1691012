import { z } from 'zod';
import {
  appointmentDetailSchema,
  appointmentSchema,
  appointmentStatsQuerySchema,
  appointmentStatsSchema,
  appointmentsExportQuerySchema,
  appointmentsQuerySchema,
  bookingWindowSchema,
  createAppointmentSchema,
  slotAvailabilitySchema,
  slotsQuerySchema,
  updateAppointmentSchema,
  userDocumentSchema,
} from '../appointments';
import {
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  resetTokenQuerySchema,
  userSchema,
} from '../auth';
import {
  applyHoursChangeSchema,
  availabilityChangeSchema,
  availabilitySchema,
  hoursPreviewSchema,
  periodInputSchema,
  previewHoursChangeSchema,
  putExceptionSchema,
  putWeekSchema,
} from '../availability';
import { clientPageSchema } from '../clients';
import {
  contactFormSchema,
  contactMessageSchema,
  contactMessageStatsSchema,
  markMessageReadSchema,
  replyToMessageSchema,
} from '../contact';
import { invoiceSchema, invoicesExportQuerySchema, invoicesQuerySchema } from '../invoices';
import {
  cancelAppointmentSchema,
  manageTokenQuerySchema,
  meetingRoomsResponseSchema,
  meetingRoomsSchema,
  recordRefundSchema,
  refundSchema,
  rescheduleAppointmentSchema,
} from '../lifecycle';
import { createNoteSchema, noteSchema } from '../notes';
import { officeBookingSchema } from '../office-bookings';
import { pageQuerySchema } from '../pagination';
import {
  cashPaymentSchema,
  cliqInstructionsSchema,
  confirmPaymentSchema,
  createPaymentIntentSchema,
  createServicePaymentIntentSchema,
  paymentIntentResponseSchema,
  paymentSchema,
  pendingConfirmationSchema,
  rejectPaymentSchema,
  serviceRequestSchema,
  serviceRequestsQuerySchema,
  startCliqPaymentSchema,
  testPaymentConfirmSchema,
} from '../payments';
import { paymentsExportQuerySchema } from '../payments-export';
import {
  createServiceRequestNoteSchema,
  serviceRequestNoteSchema,
  updateServiceRequestSchema,
} from '../service-request-work';
import {
  createServiceSchema,
  managedServiceSchema,
  moveServiceSchema,
  publicServiceSchema,
  serviceSchema,
  setServiceStateSchema,
  updateServiceSchema,
} from '../services';
import { blockSlotSchema, freeSlotSchema } from '../slot-blocks';
import {
  adminUserSchema,
  auditEntrySchema,
  auditQuerySchema,
  setUserRoleSchema,
  setUserStatusSchema,
  usersQuerySchema,
} from '../users';
import { whatsappConsentSchema, whatsappStatusSchema } from '../whatsapp';
import { defineEndpoints } from './endpoint';

/**
 * Every public API call (design §3), in one place. A service refuses to start when it serves a
 * route this table lacks or lacks one the table gives it; the gateway answers 404 for anything
 * not here without asking a service.
 */
export const endpoints = defineEndpoints({
  // auth: accounts and sessions (spec §7)
  register: {
    method: 'POST',
    path: '/api/register',
    service: 'auth',
    access: 'guest',
    summary: 'إنشاء حساب (بقراءتي النموذج: الاسم الكامل أو أجزاء الاسم الأربعة) وتسجيل الدخول به',
    body: registerSchema,
    response: userSchema,
    status: 201,
    errors: [400, 409, 429],
    rateLimit: 'register',
  },
  login: {
    method: 'POST',
    path: '/api/login',
    service: 'auth',
    access: 'guest',
    summary: 'تسجيل الدخول باسم المستخدم أو البريد الإلكتروني؛ الحساب المعطّل يُرفض (403)',
    body: loginSchema,
    response: userSchema,
    errors: [400, 401, 403, 429],
    rateLimit: 'login',
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    service: 'auth',
    access: 'guest',
    summary: 'تسجيل الخروج: يحذف الجلسة فوراً ويمسح ملف تعريف الارتباط',
    status: 204,
    revokesSession: true,
  },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    service: 'auth',
    access: 'user',
    summary: 'المستخدم الحالي؛ 401 تعني أن الزائر غير مسجل الدخول',
    response: userSchema,
    errors: [401],
  },
  signInPage: {
    method: 'GET',
    path: '/api/login',
    service: 'auth',
    access: 'guest',
    summary:
      'تحويل إلى صفحة تسجيل الدخول /auth، مع next (مسار من هذا الموقع فقط) للعودة إليه بعد الدخول',
    status: 302,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/forgot-password',
    service: 'auth',
    access: 'guest',
    summary:
      'طلب رابط إعادة تعيين كلمة المرور؛ الجواب نفسه سواء كان البريد مسجلاً أم لا، والرابط صالح ساعة لمرة واحدة',
    body: forgotPasswordSchema,
    response: messageResponseSchema,
    errors: [400, 429],
    rateLimit: 'forgot-password',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    service: 'auth',
    access: 'guest',
    summary: 'تعيين كلمة مرور جديدة برمز الرابط المرسل؛ ينهي كل جلسات الحساب',
    body: resetPasswordSchema,
    response: messageResponseSchema,
    errors: [400, 429],
    rateLimit: 'reset-password',
    revokesSession: true,
  },
  checkResetToken: {
    method: 'GET',
    path: '/api/reset-password/check',
    service: 'auth',
    access: 'guest',
    summary:
      'هل ما زال رابط إعادة التعيين صالحاً (يُسأل عند فتح الصفحة)؛ 400 برسالة الرابط غير الصالح إن كان مستخدماً أو منتهياً',
    query: resetTokenQuerySchema,
    response: resetTokenCheckSchema,
    errors: [400, 429],
    rateLimit: 'reset-password',
  },
  listUsers: {
    method: 'GET',
    path: '/api/users',
    service: 'auth',
    access: 'admin',
    summary:
      'الحسابات (مشرف)، الأحدث أولاً، مع الصلاحية وحالة التعطيل (العدد الكلي في X-Total-Count). ' +
      'q: بحث في الاسم والبريد واسم المستخدم دون تمييز حالة الأحرف',
    query: usersQuerySchema,
    response: z.array(adminUserSchema),
    errors: [400, 401, 403],
  },
  setUserRole: {
    method: 'PATCH',
    path: '/api/users/:id/role',
    service: 'auth',
    access: 'admin',
    summary:
      'ترقية حساب إلى مشرف أو إلغاء صلاحية المشرف (مشرف). لا يمكن إلغاء صلاحية آخر مشرف نشط (409). ' +
      'يُسجَّل في سجل العمليات، وتسري الصلاحية الجديدة على جلسات الحساب فوراً',
    body: setUserRoleSchema,
    response: adminUserSchema,
    errors: [400, 401, 403, 404, 409],
  },
  setUserStatus: {
    method: 'PATCH',
    path: '/api/users/:id/status',
    service: 'auth',
    access: 'admin',
    summary:
      'تعطيل حساب أو إعادة تفعيله (مشرف). التعطيل ينهي كل جلسات الحساب فوراً ويمنع الدخول به؛ ' +
      'لا يعطّل المشرف حسابه ولا آخر مشرف نشط (409). يُسجَّل في سجل العمليات',
    body: setUserStatusSchema,
    response: adminUserSchema,
    errors: [400, 401, 403, 404, 409],
  },
  listAuditLog: {
    method: 'GET',
    path: '/api/audit',
    service: 'auth',
    access: 'admin',
    summary:
      'سجل العمليات (مشرف): كل عملية مشرف ناجحة في كل الخدمات، الأحدث أولاً (العدد الكلي في X-Total-Count)؛ ' +
      'actorId يعرض عمليات مشرف واحد',
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    errors: [400, 401, 403],
  },

  // content: the catalogue and the contact form (spec §2, §7)
  listServices: {
    method: 'GET',
    path: '/api/services',
    service: 'content',
    access: 'guest',
    summary: 'الخدمات الظاهرة بترتيب المكتب (من الذاكرة، مع ETag؛ If-None-Match المطابق يعيد 304)',
    response: z.array(publicServiceSchema),
  },
  createService: {
    method: 'POST',
    path: '/api/services',
    service: 'content',
    access: 'admin',
    summary:
      'إضافة خدمة إلى الكتالوج (مشرف). المعرّف svc- متبوعاً بالاسم الإنجليزي، ويجب أن يكون فريداً',
    body: createServiceSchema,
    response: serviceSchema,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  listAllServices: {
    method: 'GET',
    path: '/api/services/all',
    service: 'content',
    access: 'admin',
    summary: 'كل الخدمات بحالتها (ظاهر، مخفي، متوقف) بترتيب المكتب (مشرف)',
    response: z.array(managedServiceSchema),
    errors: [401, 403],
  },
  updateService: {
    method: 'PATCH',
    path: '/api/services/:id',
    service: 'content',
    access: 'admin',
    summary:
      'تعديل خدمة (مشرف): الأسماء والوصف والسعر والمدة. المعرّف لا يتغير، والحجوزات السابقة تحتفظ بسعرها',
    body: updateServiceSchema,
    response: managedServiceSchema,
    errors: [400, 401, 403, 404, 409],
  },
  setServiceState: {
    method: 'PUT',
    path: '/api/services/:id/state',
    service: 'content',
    access: 'admin',
    summary:
      'إظهار خدمة أو إخفاؤها عن الموقع أو إيقافها عن الحجز (مشرف)؛ الحجوزات السابقة لا تتأثر',
    body: setServiceStateSchema,
    response: managedServiceSchema,
    errors: [400, 401, 403, 404],
  },
  moveService: {
    method: 'POST',
    path: '/api/services/:id/move',
    service: 'content',
    access: 'admin',
    summary: 'نقل خدمة درجة إلى الأعلى أو الأسفل في ترتيب صفحة الخدمات (مشرف)؛ يعيد الترتيب كله',
    body: moveServiceSchema,
    response: z.array(managedServiceSchema),
    errors: [400, 401, 403, 404],
  },
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    service: 'content',
    access: 'guest',
    summary: 'إرسال رسالة من نموذج التواصل (تُحفظ بحالة جديدة)',
    body: contactFormSchema,
    response: z.object({ id: z.string(), message: z.string() }),
    status: 201,
    errors: [400, 429],
    rateLimit: 'contact',
  },
  listContactMessages: {
    method: 'GET',
    path: '/api/contact-messages',
    service: 'content',
    access: 'admin',
    summary: 'رسائل التواصل، الأحدث أولاً (العدد الكلي في الترويسة X-Total-Count)',
    query: pageQuerySchema,
    response: z.array(contactMessageSchema),
    errors: [400, 401, 403],
  },
  contactMessageStats: {
    method: 'GET',
    path: '/api/contact-messages/stats',
    service: 'content',
    access: 'admin',
    summary: 'عدد رسائل التواصل الكلي وعدد الرسائل الجديدة غير المقروءة (مشرف)',
    response: contactMessageStatsSchema,
    errors: [401, 403],
  },
  markContactMessage: {
    method: 'PATCH',
    path: '/api/contact-messages/:id',
    service: 'content',
    access: 'admin',
    summary:
      'تعليم رسالة تواصل كمقروءة (read) أو كغير مقروءة (new)؛ الرسالة المُجاب عنها تعود «تم الرد» حين تُقرأ',
    body: markMessageReadSchema,
    response: contactMessageSchema,
    errors: [400, 401, 403, 404],
  },
  replyToContactMessage: {
    method: 'POST',
    path: '/api/contact-messages/:id/replies',
    service: 'content',
    access: 'admin',
    summary:
      'الرد على رسالة تواصل بالبريد (مشرف): يُحفظ الرد ويُرسل إلى المرسل عبر صندوق الصادر مقتبساً رسالته، ' +
      'وعنوان الرد (Reply-To) بريد المكتب؛ تصبح الرسالة «تم الرد». حتى 5000 حرف',
    body: replyToMessageSchema,
    response: contactMessageSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  },

  // booking: appointments, slots, documents, service requests (spec §3–§5)
  bookAppointment: {
    method: 'POST',
    path: '/api/appointments',
    service: 'booking',
    access: 'guest',
    summary:
      'حجز موعد استشارة مع ملفات مرفقة (multipart). المستخدم والحالة وحالة الدفع يحددها الخادم. ' +
      'مع الدفع الإلكتروني: paymentDueAt هو آخر موعد للدفع (PAYMENT_HOLD_MINUTES)، وبعده يُلغى الحجز غير المدفوع ويتحرر الموعد',
    body: createAppointmentSchema,
    upload: 'optional',
    response: appointmentSchema,
    status: 201,
    errors: [400, 409, 413, 415, 429],
    rateLimit: 'appointments',
  },
  createOfficeAppointment: {
    method: 'POST',
    path: '/api/admin/appointments',
    service: 'booking',
    access: 'admin',
    summary:
      '«حجز جديد» من المكتب (مشرف) لعميل على الهاتف أو في المكتب: حساب مسجّل بمعرّفه (الاسم والبريد من الحساب) أو عميل يُدخَل اسمه وهاتفه وبريده. ' +
      'فحوص الموعد وأيام الإغلاق كالحجز العام، دون حد الضيوف اليومي ولا حد العنوان. السعر من الكتالوج، والحالة وحالة الدفع والمالك يحددها الخادم. ' +
      'paymentMethod: cash (يُسجَّل الدفع بعدها عبر /api/payments/cash، دون مهلة)، cliq أو link (بانتظار الدفع بالمهلة المعتادة وبريد التأكيد برابط الدفع)',
    body: officeBookingSchema,
    response: appointmentSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 502],
  },
  listAppointments: {
    method: 'GET',
    path: '/api/appointments',
    service: 'booking',
    access: 'user',
    summary:
      'مواعيد المستخدم، أو كل المواعيد للمشرف، الأحدث أولاً (العدد الكلي في X-Total-Count). ' +
      'q: بحث المشرف برقم الحجز (دون تمييز حالة الأحرف، أو مختصراً مثل snd-26-3) أو الاسم أو البريد (ى/ي وة/ه وأ/إ/آ/ا سواء) أو الهاتف بأي صيغة أو مرجع الدفع أو رقم الفاتورة؛ للعميل يبحث في مواعيده فقط. ' +
      'serviceId وpaymentStatus: تصفية بالخدمة (معرّف لا يعرفه الكتالوج لا يطابق شيئاً) وبحالة الدفع',
    query: appointmentsQuerySchema,
    response: z.array(appointmentSchema),
    errors: [400, 401],
  },
  appointmentStats: {
    method: 'GET',
    path: '/api/appointments/stats',
    service: 'booking',
    access: 'admin',
    summary:
      'إحصاءات المواعيد للوحة الإدارة (مشرف): العدد الكلي (الملغاة منه) وحسب الحالة، وbusiness دون الملغاة. ' +
      'month=YYYY-MM: مواعيد ذلك الشهر بتوقيت عمّان، والمدفوع فيه (المواعيد وطلبات الخدمات) ناقص المسترد فيه بالفلس، ولكل خدمة',
    query: appointmentStatsQuerySchema,
    response: appointmentStatsSchema,
    errors: [400, 401, 403],
  },
  exportAppointments: {
    method: 'GET',
    path: '/api/appointments/export',
    service: 'booking',
    access: 'admin',
    summary:
      'تصدير المواعيد المطابقة لتصفية القائمة (دون الصفحات) ملفَ CSV للمحاسب (مشرف): UTF-8 مع BOM ليعرض Excel العربية، ' +
      'عناوين عربية، الموعد بتوقيت عمّان، وخلية تبدأ بـ = + - @ تُسبق بفاصلة عليا. يُقرأ من قاعدة البيانات ويُرسل على دفعات، فيصلح لأي عدد',
    query: appointmentsExportQuerySchema,
    response: z.string().describe('CSV (RFC 4180)، يبدأ بـ BOM وسطر العناوين'),
    responseContentType: 'text/csv; charset=utf-8',
    errors: [400, 401, 403],
  },
  listInvoices: {
    method: 'GET',
    path: '/api/invoices',
    service: 'booking',
    access: 'admin',
    summary:
      'الفواتير (مشرف): فاتورة لكل دفعة وإشعار دائن لكل استرداد، الأحدث أولاً؛ تصفية بالشهر (بتوقيت عمّان) والحالة ومرجع الحجز ' +
      '(العدد الكلي في X-Total-Count)',
    query: invoicesQuerySchema,
    response: z.array(invoiceSchema),
    errors: [400, 401, 403],
  },
  exportInvoices: {
    method: 'GET',
    path: '/api/invoices/export',
    service: 'booking',
    access: 'admin',
    summary:
      'تصدير فواتير شهر للمحاسب (مشرف): CSV مع BOM وعناوين عربية (format=csv)، أو ملف ZIP فيه مستند UBL 2.1 لكل فاتورة (format=zip)',
    query: invoicesExportQuerySchema,
    response: z.string().describe('CSV (RFC 4180) أو ZIP'),
    responseContentType: 'text/csv; charset=utf-8',
    errors: [400, 401, 403],
  },
  invoiceXml: {
    method: 'GET',
    path: '/api/invoices/:id/xml',
    service: 'booking',
    access: 'admin',
    summary: 'مستند الفاتورة UBL 2.1 كما يُرسل إلى جوفوترة (مشرف)',
    response: z.string().describe('UBL 2.1 Invoice XML'),
    responseContentType: 'application/xml',
    errors: [401, 403, 404],
  },
  invoicePdf: {
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    service: 'booking',
    access: 'user',
    summary: 'الفاتورة PDF (مع رمز QR من جوفوترة إن أعطته): للعميل الذي دفع أو للمشرف؛ 404 لغيرهما',
    errors: [401, 404],
  },
  resendInvoice: {
    method: 'POST',
    path: '/api/invoices/:id/resend',
    service: 'booking',
    access: 'admin',
    summary:
      'إعادة إرسال فاتورة مرفوضة أو لم تصل إلى جوفوترة (مشرف)؛ 409 إن كانت مقبولة أو كان الربط غير مفعّل',
    response: invoiceSchema,
    errors: [401, 403, 404, 409],
  },
  getAppointment: {
    method: 'GET',
    path: '/api/appointments/:id',
    service: 'booking',
    access: 'guest',
    summary:
      'موعد واحد وما يمكن فعله به الآن (الإلغاء والاسترداد المتوقع، وتغيير الموعد): لصاحبه أو للمشرف ' +
      '(مع سجل الموعد) أو لمن يحمل رابط الإدارة الموقّع من البريد (?token=)',
    query: manageTokenQuerySchema,
    response: appointmentDetailSchema,
    errors: [401, 403, 404],
  },
  listAppointmentNotes: {
    method: 'GET',
    path: '/api/appointments/:id/notes',
    service: 'booking',
    access: 'admin',
    summary:
      'ملاحظات المكتب على موعد وعلى عميله (مشرف)، الأحدث أولاً، ولكل منها scope: appointment أو client؛ 404 لموعد غير موجود',
    response: z.array(noteSchema),
    errors: [401, 403, 404],
  },
  createAppointmentNote: {
    method: 'POST',
    path: '/api/appointments/:id/notes',
    service: 'booking',
    access: 'admin',
    summary: 'إضافة ملاحظة على موعد (مشرف)، لا يراها إلا المشرفون؛ حتى 2000 حرف',
    body: createNoteSchema,
    response: noteSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  listClientNotes: {
    method: 'GET',
    path: '/api/clients/:key/notes',
    service: 'booking',
    access: 'admin',
    summary:
      'ملاحظات المكتب على عميل وعلى كل مواعيده (مشرف)، الأحدث أولاً. key: user:<معرّف الحساب> أو guest:<البريد>، ' +
      'مرمّزاً في المسار؛ بريد الضيف دون تمييز حالة الأحرف',
    response: z.array(noteSchema),
    errors: [400, 401, 403],
  },
  createClientNote: {
    method: 'POST',
    path: '/api/clients/:key/notes',
    service: 'booking',
    access: 'admin',
    summary:
      'إضافة ملاحظة على عميل (مشرف) تظهر في كل مواعيده؛ key: user:<معرّف الحساب> أو guest:<البريد>؛ حتى 2000 حرف',
    body: createNoteSchema,
    response: noteSchema,
    status: 201,
    errors: [400, 401, 403],
  },
  getClient: {
    method: 'GET',
    path: '/api/clients/:key',
    service: 'booking',
    access: 'admin',
    summary:
      'صفحة العميل (مشرف): هويته وكل مواعيده ومدفوعاته واستردادته ومستنداته وملاحظات المكتب عليه؛ ' +
      'key: user:<معرّف الحساب> أو guest:<البريد> كما في الملاحظات؛ 404 لعميل لا يُعرف عنه شيء',
    response: clientPageSchema,
    errors: [400, 401, 403, 404],
  },
  updateAppointment: {
    method: 'PATCH',
    path: '/api/appointments/:id',
    service: 'booking',
    access: 'admin',
    summary:
      'تغيير حالة موعد (مشرف): بانتظار التأكيد ← مؤكد ← مكتمل أو لم يحضر، أو ملغي (السبب مطلوب). ' +
      'تأكيد موعد Zoom أو Teams يحتاج رابط الاجتماع (meetingUrl) أو الرابط الافتراضي المضبوط',
    body: updateAppointmentSchema,
    response: appointmentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  cancelAppointment: {
    method: 'POST',
    path: '/api/appointments/:id/cancel',
    service: 'booking',
    access: 'guest',
    summary:
      'إلغاء موعد مفتوح: لصاحبه أو للمشرف (السبب مطلوب) أو لمن يحمل رابط الإدارة الموقّع من البريد (?token=). ' +
      'الاسترداد من الخادم وفق السياسة: 100% قبل 24 ساعة على الأقل، 50% خلالها، 0 بعد بدء الموعد؛ إلغاء المكتب يسترد كاملاً',
    body: cancelAppointmentSchema,
    query: manageTokenQuerySchema,
    response: z.object({ appointment: appointmentSchema, refund: refundSchema }),
    errors: [400, 401, 403, 404, 409],
  },
  rescheduleAppointment: {
    method: 'POST',
    path: '/api/appointments/:id/reschedule',
    service: 'booking',
    access: 'guest',
    summary:
      'نقل موعد مفتوح لم يبدأ إلى موعد متاح آخر (نفس قواعد الحجز)، بنفس صلاحيات الإلغاء. للعميل تغيير مجاني واحد، ' +
      'والثاني 409 برسالة توجهه إلى صفحة التواصل؛ موعد محجوز 409 ويبقى الموعد القديم',
    body: rescheduleAppointmentSchema,
    query: manageTokenQuerySchema,
    response: appointmentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  bookingWindow: {
    method: 'GET',
    path: '/api/slots/window',
    service: 'booking',
    access: 'guest',
    summary: 'الأيام التي يمكن الحجز فيها (BOOKING_HORIZON_DAYS): أول يوم وآخر يوم بتوقيت عمّان',
    response: bookingWindowSchema,
  },
  slots: {
    method: 'GET',
    path: '/api/slots',
    service: 'booking',
    access: 'guest',
    summary: 'أوقات يوم معيّن (بتوقيت عمّان) وهل ما زال كل منها متاحاً للحجز',
    query: slotsQuerySchema,
    response: slotAvailabilitySchema,
    errors: [400],
  },
  getAvailability: {
    method: 'GET',
    path: '/api/availability',
    service: 'booking',
    access: 'admin',
    summary:
      'أوقات عمل المكتب (مشرف): أوقات كل يوم من أيام الأسبوع (0 = الأحد) واستثناءات التواريخ ' +
      '(يوم مغلق، أو أوقات أخرى لذلك اليوم؛ الموعد المحجوب استثناء لا يتضمن وقته، وسببه في note)',
    response: availabilitySchema,
    errors: [401, 403],
  },
  getMeetingRooms: {
    method: 'GET',
    path: '/api/meeting-rooms',
    service: 'booking',
    access: 'admin',
    summary:
      'غرف الاجتماعات الثابتة للمكتب (مشرف): رابط Zoom ورابط Teams المستخدمان عند تأكيد موعد عن بُعد ' +
      'دون رابط خاص به، وفي defaults ما ضبطه المشغّل في البيئة ويُستخدم حين لا تُضبط هنا',
    response: meetingRoomsResponseSchema,
    errors: [401, 403],
  },
  putMeetingRooms: {
    method: 'PUT',
    path: '/api/meeting-rooms',
    service: 'booking',
    access: 'admin',
    summary: 'ضبط غرف الاجتماعات (مشرف): رابط https لكل منهما، أو null لإزالته',
    body: meetingRoomsSchema,
    response: meetingRoomsResponseSchema,
    errors: [400, 401, 403],
  },
  putAvailabilityWeek: {
    method: 'PUT',
    path: '/api/availability/week',
    service: 'booking',
    access: 'admin',
    summary:
      'تغيير ساعات عمل الأسبوع (مشرف): فترات من–إلى لكل يوم ومدة الموعد، وتُشتق منها أوقات المواعيد. ' +
      'يُرفض (409 مع affected) إن ترك مواعيد محجوزة خارج الأوقات: تمر تلك التغييرات بالمعاينة ثم changes',
    body: putWeekSchema,
    response: availabilityChangeSchema,
    errors: [400, 401, 403, 409],
  },
  putAvailabilityException: {
    method: 'PUT',
    path: '/api/availability/exceptions/:date',
    service: 'booking',
    access: 'admin',
    summary:
      'استثناء ليوم (مشرف، التاريخ YYYY-MM-DD): مغلق طوال اليوم، أو أوقات أخرى لذلك اليوم. ' +
      'يُرفض (409 مع affected) إن ترك مواعيد محجوزة خارج الأوقات',
    body: putExceptionSchema,
    response: availabilityChangeSchema,
    errors: [400, 401, 403, 409],
  },
  deleteAvailabilityException: {
    method: 'DELETE',
    path: '/api/availability/exceptions/:date',
    service: 'booking',
    access: 'admin',
    summary:
      'حذف استثناء يوم (مشرف): تعود ساعات الفترة أو الأسبوع لذلك اليوم. يُرفض (409 مع affected) ' +
      'إن ترك مواعيد محجوزة خارج الأوقات',
    response: availabilityChangeSchema,
    errors: [400, 401, 403, 404, 409],
  },
  createAvailabilityPeriod: {
    method: 'POST',
    path: '/api/availability/periods',
    service: 'booking',
    access: 'admin',
    summary:
      'فترة جديدة (مشرف): من تاريخ إلى تاريخ (شاملاً) باسم مثل «رمضان»، بساعات عمل خاصة ومدة موعد، أو مغلقة. ' +
      'تتقدم على الأسبوع، ويتقدم عليها استثناء اليوم؛ الفترات لا تتداخل (409). يُرفض (409 مع affected) إن ترك مواعيد خارج الأوقات',
    body: periodInputSchema,
    response: availabilityChangeSchema,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  updateAvailabilityPeriod: {
    method: 'PUT',
    path: '/api/availability/periods/:id',
    service: 'booking',
    access: 'admin',
    summary: 'تعديل فترة (مشرف): كإنشائها',
    body: periodInputSchema,
    response: availabilityChangeSchema,
    errors: [400, 401, 403, 404, 409],
  },
  deleteAvailabilityPeriod: {
    method: 'DELETE',
    path: '/api/availability/periods/:id',
    service: 'booking',
    access: 'admin',
    summary: 'حذف فترة (مشرف): تعود ساعات الأسبوع لأيامها',
    response: availabilityChangeSchema,
    errors: [401, 403, 404, 409],
  },
  previewAvailabilityChange: {
    method: 'POST',
    path: '/api/availability/preview',
    service: 'booking',
    access: 'admin',
    summary:
      'معاينة تغيير في أوقات العمل (مشرف) دون حفظ شيء: المواعيد المفتوحة القادمة (قيد الانتظار أو مؤكدة) ' +
      'التي سيتركها التغيير خارج الأوقات، برقمها واسم العميل والخدمة والموعد',
    body: previewHoursChangeSchema,
    response: hoursPreviewSchema,
    status: 200,
    errors: [400, 401, 403, 404, 409],
  },
  applyAvailabilityChange: {
    method: 'POST',
    path: '/api/availability/changes',
    service: 'booking',
    access: 'admin',
    summary:
      'حفظ تغيير في أوقات العمل مع قرار المشرف لكل موعد متأثر (مشرف): نقله إلى موعد متاح، أو إلغاؤه بسبب ' +
      '(واسترداد حسب السياسة)، أو إبلاغ العميل بالبريد. يُحفظ التغيير والقرارات معاً أو لا يُحفظ شيء؛ ' +
      '409 مع affected إن اختلفت المواعيد المتأثرة عن التي قُرّر بشأنها',
    body: applyHoursChangeSchema,
    response: availabilityChangeSchema,
    status: 200,
    errors: [400, 401, 403, 404, 409],
  },
  blockSlot: {
    method: 'POST',
    path: '/api/availability/blocks',
    service: 'booking',
    access: 'admin',
    summary:
      'إغلاق وقت واحد من التقويم (مشرف): يحسب الخادم أوقات ذلك اليوم من أوقات العمل الحالية ويحفظ ' +
      'استثناءً لليوم دون هذا الوقت (السبب في note). 409 إن لم يكن الوقت متاحاً أو كان فيه موعد قائم، 400 لوقت مضى',
    body: blockSlotSchema,
    response: availabilityChangeSchema,
    errors: [400, 401, 403, 409],
  },
  freeSlot: {
    method: 'DELETE',
    path: '/api/availability/blocks',
    service: 'booking',
    access: 'admin',
    summary:
      'فتح وقت أُغلق (مشرف، date وtime في الاستعلام): يعود الوقت إلى استثناء اليوم، ويُحذف الاستثناء إن عاد ' +
      'اليوم كأوقات العمل المعتادة. 409 إن لم يكن الوقت مغلقاً أو لم يكن ضمن أوقات العمل لذلك اليوم',
    query: freeSlotSchema,
    response: availabilityChangeSchema,
    errors: [400, 401, 403, 409],
  },
  listUserDocuments: {
    method: 'GET',
    path: '/api/user-documents',
    service: 'booking',
    access: 'user',
    summary: 'مستندات المستخدم، الأحدث أولاً (العدد الكلي في X-Total-Count)',
    query: pageQuerySchema,
    response: z.array(userDocumentSchema),
    errors: [400, 401],
  },
  uploadUserDocuments: {
    method: 'POST',
    path: '/api/user-documents',
    service: 'booking',
    access: 'user',
    summary: 'رفع مستندات إلى حساب المستخدم (multipart، الحقل files مكرراً)',
    upload: 'required',
    response: z.array(userDocumentSchema),
    status: 201,
    errors: [400, 401, 413, 415],
    rateLimit: 'user-documents',
  },
  listClientDocuments: {
    method: 'GET',
    path: '/api/users/:id/documents',
    service: 'booking',
    access: 'admin',
    summary:
      'مستندات عميل رفعها إلى حسابه (مشرف)، بحقول /api/user-documents نفسها، الأحدث أولاً؛ العدد الكلي في X-Total-Count ' +
      'وما يشغله من مساحته بالبايت في X-Storage-Used من X-Storage-Quota؛ 403 لغير المشرف',
    query: pageQuerySchema,
    response: z.array(userDocumentSchema),
    errors: [400, 401, 403],
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/download',
    service: 'booking',
    access: 'user',
    summary:
      'تنزيل ملف (مستند حساب أو مرفق موعد) لصاحبه أو للمشرف فقط؛ 410 لمرفق حجز غير مدفوع حُذف بعد انتهاء مهلة الدفع',
    errors: [401, 404, 410],
  },
  retryRefund: {
    method: 'POST',
    path: '/api/appointments/:id/refund/retry',
    service: 'booking',
    access: 'admin',
    summary:
      'إعادة محاولة استرداد رفضه مزوّد الدفع («تعذّر الاسترداد»): يعود الاسترداد «قيد الاسترداد» ويُرسل إلى المزوّد مرة أخرى؛ 409 إن لم يكن متعذّراً',
    response: appointmentSchema,
    errors: [401, 403, 404, 409],
  },
  recordRefund: {
    method: 'POST',
    path: '/api/appointments/:id/refund/record',
    service: 'booking',
    access: 'admin',
    summary:
      'تسجيل رد المبلغ يدوياً (مشرف) لاسترداد متعذّر، كدفعة CliQ أو نقدية يردها المكتب بنفسه: الطريقة والتاريخ والمرجع؛ ' +
      'يصبح الاسترداد «تم الاسترداد»',
    body: recordRefundSchema,
    response: appointmentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  appointmentReceipt: {
    method: 'GET',
    path: '/api/appointments/:id/receipt',
    service: 'booking',
    access: 'guest',
    summary:
      'إيصال الدفع PDF لموعد مدفوع: لصاحب الموعد أو للمشرف، أو لمن يحمل رابط إدارة الموعد الموقّع (?token=)؛ 404 قبل الدفع',
    query: manageTokenQuerySchema,
    errors: [401, 403, 404],
  },
  serviceRequestReceipt: {
    method: 'GET',
    path: '/api/service-requests/:id/receipt',
    service: 'booking',
    access: 'user',
    summary: 'إيصال الدفع PDF لطلب خدمة مدفوع: لصاحب الطلب أو للمشرف؛ 404 قبل الدفع',
    errors: [401, 403, 404],
  },
  listServiceRequests: {
    method: 'GET',
    path: '/api/service-requests',
    service: 'booking',
    access: 'admin',
    summary: 'طلبات الخدمات (مشرف)، مدفوعة أو لا، الأحدث أولاً (العدد الكلي في X-Total-Count)',
    query: serviceRequestsQuerySchema,
    response: z.array(serviceRequestSchema),
    errors: [400, 401, 403],
  },
  updateServiceRequest: {
    method: 'PATCH',
    path: '/api/service-requests/:id',
    service: 'booking',
    access: 'admin',
    summary:
      'نقل طلب خدمة خطوة واحدة (مشرف): جديد ← قيد المعالجة ← منجز؛ 409 بالعربية لأي انتقال آخر، و404 لطلب غير موجود',
    body: updateServiceRequestSchema,
    response: serviceRequestSchema,
    errors: [400, 401, 403, 404, 409],
  },
  listServiceRequestNotes: {
    method: 'GET',
    path: '/api/service-requests/:id/notes',
    service: 'booking',
    access: 'admin',
    summary: 'ملاحظات المكتب على طلب خدمة (مشرف)، الأحدث أولاً؛ 404 لطلب غير موجود',
    response: z.array(serviceRequestNoteSchema),
    errors: [401, 403, 404],
  },
  createServiceRequestNote: {
    method: 'POST',
    path: '/api/service-requests/:id/notes',
    service: 'booking',
    access: 'admin',
    summary: 'إضافة ملاحظة على طلب خدمة (مشرف)، لا يراها إلا المشرفون؛ حتى 2000 حرف',
    body: createServiceRequestNoteSchema,
    response: serviceRequestNoteSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  exportPayments: {
    method: 'GET',
    path: '/api/payments-export',
    service: 'booking',
    access: 'admin',
    summary:
      'تصدير مدفوعات شهر (بتوقيت عمّان) ملفَ CSV للمحاسب (مشرف): المواعيد وطلبات الخدمات المدفوعة معاً بترتيب وقت الدفع، ' +
      'تاريخ الدفع والمرجع والعميل والخدمة والمبلغ وطريقة الدفع ومرجع الدفع والاسترداد؛ UTF-8 مع BOM وعناوين عربية، ' +
      'وخلية تبدأ بـ = + - @ تُسبق بفاصلة عليا',
    query: paymentsExportQuerySchema,
    response: z.string().describe('CSV (RFC 4180)، يبدأ بـ BOM وسطر العناوين'),
    responseContentType: 'text/csv; charset=utf-8',
    errors: [400, 401, 403],
  },

  // payment (spec §6)
  createPaymentIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    service: 'payment',
    access: 'guest',
    summary:
      'بدء الدفع لموعد: المبلغ من سعر الخدمة في الكتالوج وليس من العميل (مبلغ مختلف → 409). ' +
      'provider وclientSecret فارغان عندما لا يكون الدفع مفعّلاً',
    body: createPaymentIntentSchema,
    response: paymentIntentResponseSchema,
    errors: [400, 404, 409, 502, 503],
    rateLimit: 'create-payment-intent',
  },
  createServicePaymentIntent: {
    method: 'POST',
    path: '/api/create-service-payment-intent',
    service: 'payment',
    access: 'guest',
    summary:
      'طلب خدمة مع الدفع: يُحفظ الطلب (يراه المشرف مدفوعاً أو لا) ثم تبدأ عملية الدفع. ' +
      'المبلغ يجب أن يساوي سعر الخدمة (409 خلاف ذلك)',
    body: createServicePaymentIntentSchema,
    response: paymentIntentResponseSchema,
    errors: [400, 404, 409, 502, 503],
    rateLimit: 'create-service-payment-intent',
  },
  paymentStatus: {
    method: 'GET',
    path: '/api/payments/:id',
    service: 'payment',
    access: 'guest',
    summary:
      'حالة عملية دفع للإيصال: الخدمة والمبلغ والحالة وتاريخ الدفع فقط، دون بيانات شخصية ' +
      '(لمن يحمل رقم العملية: صاحب الطلب أو الزائر الذي دفع أو المشرف)',
    response: paymentSchema,
    errors: [404],
  },
  confirmTestPayment: {
    method: 'POST',
    path: '/api/payments/test/confirm',
    service: 'payment',
    access: 'guest',
    summary:
      'مزوّد الدفع التجريبي فقط (غير متاح في الإنتاج): يحاكي نجاح الدفع أو فشله عبر مسار معالجة إشعارات المزوّد نفسه',
    body: testPaymentConfirmSchema,
    response: paymentSchema,
    errors: [400, 404],
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    service: 'payment',
    access: 'guest',
    summary:
      'إشعارات Stripe (payment_intent.succeeded وpayment_intent.payment_failed) موقّعة بـ Stripe-Signature ' +
      'على النص الخام؛ المصدر الوحيد لحالة الدفع. الإشعار المكرر لا يغيّر شيئاً',
    body: z.object({ id: z.string(), type: z.string() }).loose(),
    response: z.object({ received: z.literal(true) }),
    errors: [400, 404],
    webhook: true,
  },
  startCliqPayment: {
    method: 'POST',
    path: '/api/payments/cliq',
    service: 'payment',
    access: 'guest',
    summary:
      'الدفع بتحويل فوري عبر CliQ لموعد أو طلب خدمة: اسم الحساب (alias) واسم صاحبه والمبلغ بالضبط والمرجع الذي يُكتب في ملاحظة التحويل؛ ' +
      'المبلغ من الكتالوج. 404 عند تعطيل CliQ أو عدم وجود الموعد، 409 إن كان مدفوعاً أو ملغياً',
    body: startCliqPaymentSchema,
    response: cliqInstructionsSchema,
    errors: [400, 404, 409],
    rateLimit: 'create-payment-intent',
  },
  reportTransfer: {
    method: 'POST',
    path: '/api/payments/:id/transfer-reported',
    service: 'payment',
    access: 'guest',
    summary:
      '«قمت بالتحويل»: الحالة «بانتظار تأكيد التحويل» ويُمدَّد حجز الموعد CLIQ_HOLD_HOURS ساعة؛ صورة أو PDF لإشعار البنك اختيارياً ' +
      '(multipart، الحقل receipt أو files، ملف واحد)',
    upload: 'optional',
    response: paymentSchema,
    errors: [400, 404, 409, 413, 415],
    rateLimit: 'create-payment-intent',
  },
  listPendingPayments: {
    method: 'GET',
    path: '/api/payment-confirmations',
    service: 'payment',
    access: 'admin',
    summary: '«مدفوعات بانتظار التأكيد» (مشرف): حوالات CliQ أبلغ عنها العملاء، الأقدم أولاً',
    response: z.array(pendingConfirmationSchema),
    errors: [401, 403],
  },
  transferReceipt: {
    method: 'GET',
    path: '/api/payments/:id/transfer-receipt',
    service: 'payment',
    access: 'admin',
    summary: 'تنزيل إشعار البنك الذي أرفقه العميل بحوالة CliQ (مشرف)',
    errors: [401, 403, 404],
  },
  confirmPayment: {
    method: 'POST',
    path: '/api/payments/:id/confirm',
    service: 'payment',
    access: 'admin',
    summary:
      'تأكيد وصول حوالة CliQ (مشرف): مسار الدفع الناجح نفسه (مدفوع، إيصال بالبريد)؛ مرجع الحوالة في البنك اختياري',
    body: confirmPaymentSchema,
    response: paymentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  rejectPayment: {
    method: 'POST',
    path: '/api/payments/:id/reject',
    service: 'payment',
    access: 'admin',
    summary:
      'رفض حوالة CliQ لم تصل (مشرف) مع ذكر السبب: تعود الحالة «فشل الدفع» ويمكن للعميل الدفع من جديد',
    body: rejectPaymentSchema,
    response: paymentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  recordCashPayment: {
    method: 'POST',
    path: '/api/payments/cash',
    service: 'payment',
    access: 'admin',
    summary:
      '«مدفوع نقداً» (مشرف): دفع رسوم موعد في المكتب نقداً، بمسار الدفع الناجح نفسه؛ لمواعيد المكتب فقط',
    body: cashPaymentSchema,
    response: paymentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  refreshPayment: {
    method: 'POST',
    path: '/api/payments/:id/refresh',
    service: 'payment',
    access: 'guest',
    summary:
      'بعد عودة المتصفح من نموذج الدفع: يسأل الخادم مزوّد الدفع (HyperPay) عن نتيجة العملية ويطبّقها بمسار الإشعارات نفسه؛ ' +
      'لا يُقبل من المتصفح أي حكم على الدفع',
    response: paymentSchema,
    errors: [404, 502],
    rateLimit: 'create-payment-intent',
  },
  hyperpayWebhook: {
    method: 'POST',
    path: '/api/hyperpay/webhook',
    service: 'payment',
    access: 'guest',
    summary:
      'إشعارات HyperPay: نص مشفّر (AES-256-GCM، المفتاح HYPERPAY_WEBHOOK_KEY) مع الترويستين X-Initialization-Vector ' +
      'وX-Authentication-Tag؛ إشعار لا يُفك أو عُدّل يُرفض بـ 400، والمكرر لا يغيّر شيئاً',
    response: z.object({ received: z.literal(true) }),
    errors: [400, 404],
    webhook: true,
  },

  // WhatsApp notifications (issue 33.3): served by booking, which owns the messages' rows
  whatsappStatus: {
    method: 'GET',
    path: '/api/whatsapp/status',
    service: 'booking',
    access: 'guest',
    summary: 'هل يرسل المكتب رسائل واتساب؟ تسأل النماذج عن الموافقة عليها فقط عندما تكون مفعّلة',
    response: whatsappStatusSchema,
  },
  whatsappWebhookVerify: {
    method: 'GET',
    path: '/api/whatsapp/webhook',
    service: 'booking',
    access: 'guest',
    summary:
      'تحقق Meta من عنوان الإشعارات: hub.mode=subscribe وhub.verify_token المطابق لـ WHATSAPP_VERIFY_TOKEN ' +
      'يعيد hub.challenge نصاً؛ غير ذلك 403، و404 عندما يكون واتساب غير مفعّل',
    query: z.object({
      'hub.mode': z.string().max(50).optional(),
      'hub.verify_token': z.string().max(500).optional(),
      'hub.challenge': z.string().max(500).optional(),
    }),
    responseContentType: 'text/plain; charset=utf-8',
    response: z.string(),
    errors: [403, 404],
  },
  whatsappWebhook: {
    method: 'POST',
    path: '/api/whatsapp/webhook',
    service: 'booking',
    access: 'guest',
    summary:
      'إشعارات حالة رسائل واتساب من Meta (أُرسلت، وصلت، قُرئت، تعذّر الإرسال)، موقّعة بـ X-Hub-Signature-256 ' +
      '(HMAC-SHA256 بمفتاح WHATSAPP_APP_SECRET)؛ توقيع غير صحيح 401 ولا يغيّر شيئاً',
    response: z.object({ received: z.literal(true) }),
    errors: [400, 401, 404],
    webhook: true,
  },
  appointmentWhatsAppConsent: {
    method: 'PUT',
    path: '/api/appointments/:id/whatsapp-consent',
    service: 'booking',
    access: 'guest',
    summary:
      'الموافقة على رسائل واتساب لموعد أو إيقافها: لصاحبه أو للمشرف أو لمن يحمل رابط الإدارة الموقّع (?token=)',
    body: whatsappConsentSchema,
    query: manageTokenQuerySchema,
    response: appointmentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  myWhatsAppConsent: {
    method: 'PUT',
    path: '/api/whatsapp/consent',
    service: 'booking',
    access: 'user',
    summary:
      'الموافقة على رسائل واتساب أو إيقافها لكل مواعيد المستخدم القادمة (تحفظ لوحة التحكم موافقة الحساب معها)',
    body: whatsappConsentSchema,
    response: z.object({ updated: z.number().int().nonnegative() }),
    errors: [400, 401, 409],
  },
  accountWhatsAppConsent: {
    method: 'PUT',
    path: '/api/user/whatsapp-consent',
    service: 'auth',
    access: 'user',
    summary:
      'موافقة الحساب على رسائل واتساب (مع وقتها) أو سحبها؛ نموذج الحجز يبدأ بها لمستخدم مسجّل الدخول',
    body: whatsappConsentSchema,
    response: userSchema,
    errors: [400, 401],
  },
});

export type EndpointName = keyof typeof endpoints;
