/**
 * The message templates the office registers with Meta. WhatsApp only lets a business start a
 * conversation with an approved template, so every notification we send is one of these: the
 * text here must be exactly the text approved in WhatsApp Manager (docs/whatsapp.md prints it, and
 * a test checks the two agree), and the fake Graph API refuses anything that does not fit it.
 *
 * Meta's rules the texts follow: placeholders {{1}}…{{n}} numbered in order, none at the very
 * start or end of the body, no two side by side, and enough fixed words around them.
 */
export interface WhatsappTemplate {
  name: string;
  /** Transactional messages about something the client did: Meta's cheapest, no opt-in banner. */
  category: 'UTILITY';
  language: 'ar';
  /** The body as registered, with {{1}}…{{n}}. */
  body: string;
  /** What {{1}}…{{n}} hold, in order (the keys of templateParameters' values). */
  parameters: readonly string[];
  /**
   * A call-to-action URL button with a dynamic suffix: Meta appends the message's suffix to the
   * registered URL (`<your-site>` is replaced with the site's domain when registering).
   */
  button?: { text: string; urlBase: string };
}

export const WHATSAPP_TEMPLATES = [
  {
    name: 'appointment_booked',
    category: 'UTILITY',
    language: 'ar',
    body: 'مرحباً {{1}}، استلمنا طلب حجزك لخدمة {{2}} يوم {{3}} الساعة {{4}}. رقم الحجز: {{5}}. ستصلك رسالة عند تأكيد المكتب، ويمكنك إدارة موعدك أو تغييره من الزر أدناه.',
    parameters: ['name', 'service', 'date', 'time', 'reference'],
    button: { text: 'إدارة الموعد', urlBase: 'https://<your-site>/appointments/{{1}}' },
  },
  {
    name: 'appointment_reminder_24h',
    category: 'UTILITY',
    language: 'ar',
    body: 'مرحباً {{1}}، نذكّرك بموعدك غداً لخدمة {{2}} يوم {{3}} الساعة {{4}}. مكان الموعد: {{5}}. إذا تعذّر عليك الحضور نرجو إلغاء الموعد أو تغييره مسبقاً.',
    /** place: «مكتبنا في عمّان» or «عن بُعد عبر Zoom، يصلك الرابط بالبريد الإلكتروني». */
    parameters: ['name', 'service', 'date', 'time', 'place'],
  },
  {
    name: 'appointment_reminder_1h',
    category: 'UTILITY',
    language: 'ar',
    body: 'مرحباً {{1}}، يبدأ موعدك لخدمة {{2}} بعد ساعة، يوم {{3}} الساعة {{4}}. مكان الموعد: {{5}}. نتطلّع إلى لقائك.',
    /** place: «مكتبنا في عمّان» or «عن بُعد عبر Zoom، يصلك الرابط بالبريد الإلكتروني». */
    parameters: ['name', 'service', 'date', 'time', 'place'],
  },
  {
    name: 'payment_receipt',
    category: 'UTILITY',
    language: 'ar',
    body: 'مرحباً {{1}}، استلمنا دفعتك للحجز رقم {{2}} بمبلغ {{3}} مقابل خدمة {{4}}. أرسلنا الإيصال إلى بريدك الإلكتروني. شكراً لك.',
    parameters: ['name', 'reference', 'amount', 'service'],
  },
  {
    name: 'appointment_cancelled',
    category: 'UTILITY',
    language: 'ar',
    body: 'مرحباً {{1}}، تم إلغاء موعدك لخدمة {{2}} يوم {{3}} الساعة {{4}}، رقم الحجز: {{5}}. بخصوص الدفع: {{6}}. يسعدنا حجز موعد جديد لك متى شئت.',
    parameters: ['name', 'service', 'date', 'time', 'reference', 'refund'],
  },
  {
    name: 'appointment_rescheduled',
    category: 'UTILITY',
    language: 'ar',
    body: 'مرحباً {{1}}، تم تغيير موعدك لخدمة {{2}} ليصبح يوم {{3}} الساعة {{4}}. رقم الحجز: {{5}}. إذا لم يناسبك الموعد الجديد يسعدنا التواصل معك.',
    parameters: ['name', 'service', 'date', 'time', 'reference'],
  },
] as const satisfies readonly WhatsappTemplate[];

export type WhatsappTemplateName = (typeof WHATSAPP_TEMPLATES)[number]['name'];
/** The parameter names of one template: templateParameters('payment_receipt', {...}) is checked. */
export type TemplateParameterName<N extends WhatsappTemplateName> = Extract<
  (typeof WHATSAPP_TEMPLATES)[number],
  { name: N }
>['parameters'][number];

/**
 * {{6}} of appointment_cancelled («بخصوص الدفع: {{6}}.») is never empty (Meta refuses an empty
 * parameter): refundText(amount) when money goes back, this otherwise.
 */
export const NO_REFUND_TEXT = 'لا يوجد مبلغ مسترد لهذا الحجز';
/** {{6}} of appointment_cancelled when the payment is refunded; amount like «30.000 د.أ». */
export const refundText = (amount: string) =>
  `سيُعاد المبلغ المدفوع (${amount}) إلى وسيلة الدفع نفسها`;

export function findTemplate(name: string): WhatsappTemplate | undefined {
  return (WHATSAPP_TEMPLATES as readonly WhatsappTemplate[]).find((t) => t.name === name);
}

/** The numbers of the placeholders in a text, in the order they appear ("{{2}} {{1}}" → [2, 1]). */
export function placeholders(text: string): number[] {
  return [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
}

/**
 * The template's body parameters in {{n}} order, each cleaned (cleanParameter). Named values
 * instead of a positional array so that a caller cannot swap the date and the time unnoticed;
 * throws on an unknown template or a missing/empty value (Meta refuses empty parameters).
 */
export function templateParameters<N extends WhatsappTemplateName>(
  name: N,
  values: Record<TemplateParameterName<N>, string>,
): string[] {
  const template = findTemplate(name);
  if (!template) throw new Error(`Unknown WhatsApp template: ${name}`);
  const given = values as Record<string, string | undefined>;
  return template.parameters.map((parameter) => {
    const value = given[parameter];
    const cleaned = typeof value === 'string' ? cleanParameter(value) : '';
    if (cleaned === '') {
      throw new Error(`WhatsApp template ${name} needs a value for "${parameter}"`);
    }
    return cleaned;
  });
}

/** Meta's limit on one text parameter. */
export const MAX_PARAMETER_LENGTH = 1024;

/**
 * Meta refuses a parameter holding a new line or a tab, or more than four spaces in a row
 * (error 132018), and longer than 1024 characters. Names and addresses typed by clients may hold
 * any of these, so every whitespace run becomes one space and an over-long text is cut (with an
 * ellipsis) rather than losing the whole message.
 */
export function cleanParameter(text: string): string {
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  const chars = [...collapsed];
  if (chars.length <= MAX_PARAMETER_LENGTH) return collapsed;
  return `${chars.slice(0, MAX_PARAMETER_LENGTH - 1).join('')}…`;
}

/** Whether Meta would take this text as a parameter as it is (what the fake checks). */
export function isAcceptableParameter(text: string): boolean {
  return (
    text.trim() !== '' &&
    !/[\n\r\t]/.test(text) &&
    !/ {5,}/.test(text) &&
    [...text].length <= MAX_PARAMETER_LENGTH
  );
}

/**
 * The URL button's suffix for a manage link: what follows `/appointments/` in
 * `https://site/appointments/manage?id=…&token=…` (the button's registered URL ends in
 * `/appointments/{{1}}`).
 */
export function manageButtonSuffix(manageUrl: string): string {
  const url = new URL(manageUrl);
  const marker = '/appointments/';
  const at = url.pathname.indexOf(marker);
  if (at < 0) throw new Error('The manage link is not under /appointments/');
  return `${url.pathname.slice(at + marker.length)}${url.search}`;
}
