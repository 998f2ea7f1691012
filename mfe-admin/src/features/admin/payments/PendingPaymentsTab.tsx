import {
  cliqMessages,
  confirmPaymentSchema,
  PAYMENT_METHOD_LABELS,
  type PendingConfirmation,
  rejectPaymentSchema,
} from '@ssc/contracts';
import { EmptyState, Spinner } from '@ssc/ui';
import { TextAreaField, TextField } from '@ssc/ui/forms';
import { iconLink } from '@ssc/ui/layout';
import { ErrorState } from '@ssc/ui/states';
import { CircleCheck, CircleX, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ConfirmFieldDialog } from '../components/ConfirmFieldDialog';
import {
  Actions,
  CellStack,
  Muted,
  Panel,
  PanelTitle,
  ResponsiveTable,
} from '../components/layout';
import { formatDateTime, formatPrice } from '../format';
import {
  transferReceiptHref,
  useConfirmPayment,
  usePendingPayments,
  useRejectPayment,
} from './payments-api';

export const PENDING_PAYMENTS_TITLE = 'مدفوعات بانتظار التأكيد';
export const NO_PENDING_PAYMENTS = 'لا توجد مدفوعات بانتظار التأكيد';

const KIND_LABELS: Record<PendingConfirmation['kind'], string> = {
  appointment: 'موعد',
  'service-request': 'طلب خدمة',
};

const FileLink = styled.a`
  ${iconLink}
`;

/** "name (reference)" in a sentence, each isolated (a Latin name never reorders the Arabic). */
function Payer({ item }: { item: PendingConfirmation }) {
  return (
    <>
      <bdi>{item.payerName}</bdi> (<bdi>{item.reference}</bdi>)
    </>
  );
}

/** Why the bank's reference cannot be sent as typed, in the contracts' words. */
function bankReferenceProblem(value: string): string | undefined {
  const parsed = confirmPaymentSchema.safeParse({ bankReference: value });
  return parsed.success
    ? undefined
    : (parsed.error.issues[0]?.message ?? cliqMessages.bankReferenceInvalid);
}

/** Why the reason cannot be sent as typed (≥ 3 characters), in the contracts' words. */
export function rejectReasonProblem(value: string): string | undefined {
  const parsed = rejectPaymentSchema.safeParse({ reason: value });
  return parsed.success
    ? undefined
    : (parsed.error.issues[0]?.message ?? cliqMessages.rejectReasonMin);
}

/**
 * «تأكيد الاستلام»: a dialog naming the client and the amount, with the bank's reference of the
 * transfer if the office noted it; open until the server agrees, its refusal shown in place.
 */
function ConfirmTransfer({ item }: { item: PendingConfirmation }) {
  const confirm = useConfirmPayment();
  return (
    <ConfirmFieldDialog
      opener={
        <>
          <CircleCheck size={18} aria-hidden />
          تأكيد الاستلام
        </>
      }
      openerLabel={`تأكيد الاستلام (${item.payerName}، ${item.reference})`}
      title="تأكيد استلام الحوالة؟"
      description={
        <>
          <Payer item={item} />: {formatPrice(item.amount)} ب{PAYMENT_METHOD_LABELS[item.method]}.
          تأكد من وصول المبلغ إلى حساب المكتب أولاً؛ يُسجَّل الدفع ويصل الإيصال إلى العميل بالبريد
          الإلكتروني.
        </>
      }
      confirmLabel="نعم، وصل المبلغ"
      busy={confirm.isPending}
      fieldId={`bank-reference-${item.id}`}
      problem={(value) => (value.trim() ? bankReferenceProblem(value.trim()) : undefined)}
      isFieldError={(message) => message === cliqMessages.bankReferenceInvalid}
      send={(value, outcome) =>
        confirm.mutate({ item, ...(value ? { bankReference: value } : {}) }, outcome)
      }
      field={(field) => (
        <TextField
          {...field}
          label="مرجع الحوالة في البنك"
          hint="اختياري: كما يظهر في كشف حساب المكتب."
          dir="ltr"
          autoComplete="off"
        />
      )}
    />
  );
}

/** «رفض»: a dialog with the required reason (≥ 3 characters); the client may pay again. */
function RejectTransfer({ item }: { item: PendingConfirmation }) {
  const reject = useRejectPayment();
  return (
    <ConfirmFieldDialog
      opener={
        <>
          <CircleX size={18} aria-hidden />
          رفض
        </>
      }
      openerLabel={`رفض الحوالة (${item.payerName}، ${item.reference})`}
      openerVariant="secondary"
      title="رفض الحوالة؟"
      description={
        <>
          <Payer item={item} />: {formatPrice(item.amount)}. تعود حالة الدفع إلى «فشل الدفع» ويستطيع
          العميل الدفع من جديد.
        </>
      }
      confirmLabel="نعم، ارفض الحوالة"
      busy={reject.isPending}
      fieldId={`reject-reason-${item.id}`}
      problem={rejectReasonProblem}
      isFieldError={(message) => message === cliqMessages.rejectReasonMin}
      send={(reason, outcome) => reject.mutate({ item, reason }, outcome)}
      field={(field) => (
        <TextAreaField
          {...field}
          label="سبب الرفض"
          required
          rows={3}
          hint="مثلاً: لم يصل المبلغ إلى حساب المكتب، أو وصل مبلغ مختلف."
        />
      )}
    />
  );
}

function PendingRow({ item }: { item: PendingConfirmation }) {
  return (
    <tr data-payment-id={item.id}>
      <td data-label="المرجع">
        <CellStack>
          <bdi data-testid="pending-reference">{item.reference}</bdi>
          <Muted>{KIND_LABELS[item.kind]}</Muted>
        </CellStack>
      </td>
      <td data-label="العميل">{item.payerName}</td>
      <td data-label="الخدمة">{item.serviceName}</td>
      <td data-label="المبلغ">{formatPrice(item.amount)}</td>
      <td data-label="الطريقة">{PAYMENT_METHOD_LABELS[item.method]}</td>
      <td data-label="وقت الإبلاغ">{formatDateTime(item.reportedAt)}</td>
      <td data-label="إشعار التحويل">
        {item.hasTransferReceipt ? (
          <FileLink
            href={transferReceiptHref(item.id)}
            download
            aria-label={`إشعار التحويل: ${item.payerName}، ${item.reference}`}
            data-testid="transfer-receipt"
          >
            <Paperclip size={18} aria-hidden />
            إشعار التحويل
          </FileLink>
        ) : (
          <Muted>لم يُرفق</Muted>
        )}
      </td>
      <td data-label="الإجراءات">
        <Actions>
          <ConfirmTransfer item={item} />
          <RejectTransfer item={item} />
        </Actions>
      </td>
    </tr>
  );
}

/**
 * «مدفوعات بانتظار التأكيد» (issue 31.2): the CliQ transfers the clients reported, oldest first,
 * each confirmed (the paid path of a card payment) or rejected with a reason by the office.
 */
export function PendingPaymentsTab() {
  const list = usePendingPayments({ fresh: true });
  let content: ReactNode;
  if (list.isPending) content = <Spinner label="جارٍ تحميل المدفوعات بانتظار التأكيد..." />;
  else if (list.isError)
    content = (
      <ErrorState
        title={`تعذر تحميل المدفوعات بانتظار التأكيد: ${list.error.message}`}
        onRetry={() => list.refetch()}
      />
    );
  else if (list.data.length === 0)
    content = (
      <EmptyState
        title={NO_PENDING_PAYMENTS}
        description="تظهر هنا حوالات CliQ التي أبلغ عنها العملاء، لتأكيد وصولها أو رفضها."
      />
    );
  else
    content = (
      <ResponsiveTable aria-label={PENDING_PAYMENTS_TITLE} aria-busy={list.isFetching}>
        <thead>
          <tr>
            <th scope="col">المرجع</th>
            <th scope="col">العميل</th>
            <th scope="col">الخدمة</th>
            <th scope="col">المبلغ</th>
            <th scope="col">الطريقة</th>
            <th scope="col">وقت الإبلاغ</th>
            <th scope="col">إشعار التحويل</th>
            <th scope="col">الإجراءات</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((item) => (
            <PendingRow key={item.id} item={item} />
          ))}
        </tbody>
      </ResponsiveTable>
    );
  return (
    <Panel aria-labelledby="pending-payments-title">
      <PanelTitle id="pending-payments-title">{PENDING_PAYMENTS_TITLE}</PanelTitle>
      <Muted>
        تحقق من وصول كل حوالة إلى حساب المكتب قبل تأكيدها: التأكيد يسجّل الدفع ويرسل الإيصال إلى
        العميل.
      </Muted>
      {content}
    </Panel>
  );
}
