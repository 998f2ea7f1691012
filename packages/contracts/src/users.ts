import { z } from 'zod';
import { ROLES } from './auth';
import { pageQuerySchema } from './pagination';

/**
 * Admins manage accounts (issue 19.6): the users list, a role change, disabling an account, and
 * the audit log of every admin action. Messages are what the admin (or the disabled user) reads.
 */
export const userAdminMessages = {
  accountDisabled: 'هذا الحساب معطّل، يرجى التواصل مع المكتب لإعادة تفعيله',
  userNotFound: 'الحساب المطلوب غير موجود',
  lastAdmin: 'لا يمكن إلغاء صلاحية آخر مشرف نشط أو تعطيل حسابه؛ يجب أن يبقى مشرف واحد على الأقل',
  cannotDisableSelf: 'لا يمكنك تعطيل حسابك بنفسك',
  cannotPromoteDisabled: 'لا يمكن ترقية حساب معطّل إلى مشرف؛ فعّل الحساب أولاً',
  roleInvalid: 'الصلاحية يجب أن تكون مستخدماً أو مشرفاً',
  disabledInvalid: 'يجب تحديد ما إذا كان الحساب معطلاً أم مفعلاً',
  searchTooLong: 'نص البحث طويل جداً (100 حرف على الأكثر)',
  actorInvalid: 'معرّف المشرف غير صحيح',
  roleChanged: 'تم تغيير صلاحية الحساب',
  statusChanged: 'تم تغيير حالة الحساب',
} as const;

export const ROLE_LABELS = { user: 'مستخدم', admin: 'مشرف' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/users`: q searches name, email and username (contains, any case). */
export const usersQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, userAdminMessages.searchTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

/** One account as the admin sees it: never the password hash nor the identity numbers. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  /** ISO time the account was disabled, null while it is active. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * In the list: the one active admin left. The console offers neither demoting nor disabling
   * it (the server refuses both whatever the console shows).
   */
  lastActiveAdmin: z.boolean().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `PATCH /api/users/:id/role`. */
export const setUserRoleSchema = z.object({
  role: z.enum(ROLES, { error: userAdminMessages.roleInvalid }),
});

/** `PATCH /api/users/:id/status`: true disables the account (its sessions end), false enables it. */
export const setUserStatusSchema = z.object({
  disabled: z.boolean({ error: userAdminMessages.disabledInvalid }),
});

/** `GET /api/audit`: newest first; actorId narrows it to one admin's actions. */
export const auditQuerySchema = pageQuerySchema.extend({
  actorId: z.string().trim().regex(UUID, userAdminMessages.actorInvalid).optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One admin action. The actor's email and name are as they were when it happened. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorName: z.string(),
  /** The endpoint's name in the table (`updateAppointment`), stable for filtering. */
  action: z.string(),
  /** What it acted on: the path parameters (an appointment id, a date) or the account's email. */
  target: z.string().nullable(),
  /** Arabic, for people: the action's label and its target. */
  summary: z.string(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The Redis pub/sub channel on which the auth service names an account whose sessions changed
 * (disabled, role changed); every gateway forgets the identities it cached for that account.
 */
export const SESSION_REVOCATION_CHANNEL = 'ssc:sessions:revoked';
