/** The JSON body of every non-2xx API answer (design §3). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Generic Arabic messages used when no more specific one applies. */
export const errorMessages = {
  validation: 'البيانات المدخلة غير صحيحة، يرجى مراجعتها',
  unauthorized: 'يجب تسجيل الدخول أولاً',
  forbidden: 'ليس لديك صلاحية للقيام بهذا الإجراء',
  notFound: 'المورد المطلوب غير موجود',
  apiNotFound: 'المسار المطلوب غير موجود',
  conflict: 'تعارض مع بيانات موجودة',
  methodNotAllowed: 'هذا الإجراء غير مسموح على هذا العنوان',
  payloadTooLarge: 'حجم البيانات المرسلة أكبر من المسموح',
  unsupportedMedia: 'نوع الملف غير مدعوم',
  rateLimited: 'طلبات كثيرة خلال وقت قصير، يرجى المحاولة بعد قليل',
  internal: 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى',
  badGateway: 'تعذر الاتصال بالخدمة، يرجى المحاولة مرة أخرى',
  serviceUnavailable: 'الخدمة غير متاحة حالياً، يرجى المحاولة بعد قليل',
  invalidJson: 'صيغة البيانات المرسلة غير صحيحة',
  crossSiteRequest: 'تم رفض الطلب لأنه صادر من موقع آخر، يرجى استخدام الموقع مباشرة',
} as const;

const messageByStatus: Record<number, string> = {
  400: errorMessages.validation,
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  405: errorMessages.methodNotAllowed,
  409: errorMessages.conflict,
  413: errorMessages.payloadTooLarge,
  415: errorMessages.unsupportedMedia,
  429: errorMessages.rateLimited,
  502: errorMessages.badGateway,
  503: errorMessages.serviceUnavailable,
};

/** The Arabic message for an error status when nothing more specific is known (gateway and services). */
export function errorMessageForStatus(status: number): string {
  return (
    messageByStatus[status] ?? (status >= 500 ? errorMessages.internal : errorMessages.validation)
  );
}
