import { ApiError } from '@ssc/api-client';
import { type CliqInstructions, cliqMessages, formatJod, type Payment } from '@ssc/contracts';
import { checkUploadFile, FILE_INPUT_ACCEPT, uploadMessages } from '@ssc/contracts/uploads';
import { Button, Spinner } from '@ssc/ui';
import { FileList, UploadProgress } from '@ssc/ui/files';
import { describedBy, FieldError, FieldHint } from '@ssc/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Send } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AppointmentDate } from '../text/Inline';
import {
  type CliqTarget,
  fetchPayment,
  paymentErrorMessage,
  reportTransfer,
  startCliqPayment,
} from './api';
import { copyText } from './clipboard';
import { ErrorNote } from './ui';

/** The words of the panel, once (the tests read them from here too). */
export const cliqCopy = {
  loading: 'جارٍ تجهيز بيانات التحويل...',
  intro:
    'حوّل الرسوم من تطبيق بنكك أو محفظتك الإلكترونية إلى حساب المكتب عبر CliQ، ثم أبلغنا بالتحويل من هذه الصفحة.',
  alias: 'الاسم المستعار (CliQ Alias)',
  accountName: 'اسم المستفيد',
  amount: 'المبلغ بالضبط',
  amountToType: 'اكتبه في التطبيق',
  reference: 'المرجع في ملاحظة التحويل',
  copy: 'نسخ',
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ، يرجى نسخ النص يدوياً',
  stepsTitle: 'خطوات التحويل',
  fileLabel: 'أرفق صورة أو PDF لإشعار التحويل (اختياري)',
  fileHint: `ملف واحد: صورة أو PDF أو مستند، ${uploadMessages.perFileLimit}. يساعد المكتب على مطابقة الحوالة أسرع.`,
  /** The attached file's list, as the ui's FileList names it (its remove button: «إزالة الملف …»). */
  fileList: 'إشعار التحويل المرفق',
  removeFile: 'إزالة الملف',
  progress: 'رفع إشعار التحويل',
  report: 'قمت بالتحويل',
  reporting: 'جارٍ إرسال الإبلاغ...',
  reportFailed: 'تعذّر إرسال الإبلاغ عن التحويل، يرجى المحاولة مرة أخرى',
  startFailed: 'تعذّر تجهيز الدفع عبر CliQ، يرجى المحاولة مرة أخرى',
  retry: 'إعادة المحاولة',
} as const;

/** The amount as typed in a bank app: the dinar with its three fils decimals ("30.000"). */
export function plainAmount(amount: number): string {
  return amount.toFixed(3);
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  p { margin: 0; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.md}; }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Fact = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[1]};

  & + & { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
  dt {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong { font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const CopyButton = styled(Button)`
  flex: none;
  padding-inline: ${({ theme }) => theme.space[3]};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;

const FileBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  label { font-weight: ${({ theme }) => theme.typography.weights.semibold}; }
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
    font: inherit;
  }
  input[type='file']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Live = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const HoldNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

interface Copyable {
  key: 'alias' | 'accountName' | 'amount' | 'reference';
  label: string;
  /** What is copied (the plain amount for the amount). */
  value: string;
}

/**
 * One fact of the transfer with its copy button. The button names what it copies; the result is
 * read out by the panel's live region.
 */
function FactRow({
  item,
  copied,
  onCopy,
  children,
}: {
  item: Copyable;
  copied: boolean;
  onCopy(item: Copyable): void;
  children: ReactNode;
}) {
  return (
    <Fact>
      <dt>{item.label}</dt>
      <dd data-testid={`cliq-${item.key}`}>{children}</dd>
      <CopyButton
        type="button"
        $variant="secondary"
        aria-label={`${cliqCopy.copy}: ${item.label}`}
        onClick={() => onCopy(item)}
      >
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        <span aria-hidden="true">{copied ? cliqCopy.copied : cliqCopy.copy}</span>
      </CopyButton>
    </Fact>
  );
}

/** The short steps of a CliQ transfer, with this transfer's facts in them. */
function TransferSteps({ instructions }: { instructions: CliqInstructions }) {
  return (
    <section aria-labelledby="cliq-steps-title">
      <h3 id="cliq-steps-title">{cliqCopy.stepsTitle}</h3>
      <Steps>
        <li>افتح تطبيق البنك أو المحفظة الإلكترونية واختر CliQ.</li>
        <li>
          اختر التحويل إلى اسم مستعار (Alias) واكتب <bdi dir="ltr">{instructions.alias}</bdi>، وتأكد
          أن اسم المستفيد الظاهر هو «{instructions.accountName}».
        </li>
        <li>
          حوّل المبلغ بالضبط: <bdi dir="ltr">{plainAmount(instructions.amount)}</bdi> دينار، واكتب
          المرجع <bdi dir="ltr">{instructions.reference}</bdi> في ملاحظة التحويل.
        </li>
        <li>بعد نجاح التحويل عد إلى هذه الصفحة واضغط «{cliqCopy.report}».</li>
      </Steps>
    </section>
  );
}

/** The optional photo or PDF of the bank's confirmation: one file, checked as every upload is. */
function ConfirmationFile({
  file,
  error,
  disabled,
  onFile,
  onRemove,
}: {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onFile(file: File): void;
  onRemove(): void;
}) {
  const id = useId();
  return (
    <FileBox>
      <label htmlFor={id}>{cliqCopy.fileLabel}</label>
      <input
        id={id}
        type="file"
        accept={FILE_INPUT_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          // Cleared so that picking the same file again after removing it fires a change.
          event.currentTarget.value = '';
          if (picked) onFile(picked);
        }}
      />
      <FieldHint id={`${id}-hint`}>{cliqCopy.fileHint}</FieldHint>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
      {file ? (
        <div data-testid="cliq-file">
          <FileList
            files={[file]}
            onRemove={onRemove}
            disabled={disabled}
            label={cliqCopy.fileList}
          />
        </div>
      ) : null}
    </FileBox>
  );
}

/** How long the «تم النسخ» confirmation stays. */
const COPIED_MS = 3000;

/**
 * Paying by CliQ (issue 31.2): asks the server for this payment's transfer details
 * (`POST /api/payments/cliq`) when the visitor chooses CliQ, shows the office's alias and account
 * name, the exact amount and the reference for the note, each with a copy button, and the short
 * steps; «قمت بالتحويل» reports the transfer, with the bank's confirmation when one is attached
 * (upload progress shown). A payment already reported (a reload) goes straight to its state.
 */
export default function CliqTransferPanel({
  target,
  onReported,
}: {
  target: CliqTarget;
  /** The transfer is reported (or was already): the payment, and until when the booking is held. */
  onReported(payment: Payment, holdUntil: string | null): void;
}) {
  const instructions = useQuery<CliqInstructions>({
    queryKey: ['/api/payments/cliq', target],
    queryFn: () => startCliqPayment(target),
    retry: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<{ key: Copyable['key']; message: string } | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const reported = useRef(onReported);
  reported.current = onReported;

  const data = instructions.data;
  const settledAlready = data?.status === 'awaiting_confirmation' || data?.status === 'paid';
  // Reported before (a reload, another tab): the payment's own state, not the steps again.
  useEffect(() => {
    if (!data || !settledAlready) return;
    let live = true;
    fetchPayment(data.paymentId)
      .then((payment) => {
        if (live) reported.current(payment, data.holdUntil);
      })
      .catch(() => {
        if (live) setError(cliqMessages.alreadyReported);
      });
    return () => {
      live = false;
    };
  }, [data, settledAlready]);

  if (instructions.isPending) return <Spinner label={cliqCopy.loading} />;
  if (instructions.isError)
    return (
      <Panel>
        <ErrorNote role="alert">
          {paymentErrorMessage(instructions.error, cliqCopy.startFailed)}
        </ErrorNote>
        <div>
          <Button type="button" $variant="secondary" onClick={() => void instructions.refetch()}>
            {cliqCopy.retry}
          </Button>
        </div>
      </Panel>
    );
  if (!data) return null;
  if (settledAlready)
    return error ? (
      <ErrorNote role="alert">{error}</ErrorNote>
    ) : (
      <Spinner label={cliqCopy.loading} />
    );

  const copy = async (item: Copyable) => {
    const ok = await copyText(item.value);
    clearTimeout(copiedTimer.current);
    setCopied({
      key: item.key,
      message: ok ? `${cliqCopy.copied}: ${item.label}` : cliqCopy.copyFailed,
    });
    copiedTimer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const pick = (picked: File) => {
    const problem = checkUploadFile(picked);
    setFileError(problem);
    if (!problem) setFile(picked);
  };

  const report = async () => {
    setError(null);
    setSending(true);
    if (file) setProgress(0);
    try {
      const payment = await reportTransfer(data.paymentId, file, {
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      onReported(payment, data.holdUntil);
    } catch (caught) {
      if (
        caught instanceof ApiError &&
        caught.status === 409 &&
        caught.message === cliqMessages.alreadyReported
      ) {
        // Reported before (a double tap, another tab): its state is what the visitor needs.
        try {
          onReported(await fetchPayment(data.paymentId), data.holdUntil);
          return;
        } catch {
          // Shown below with the server's words.
        }
      }
      setError(paymentErrorMessage(caught, cliqCopy.reportFailed));
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const facts: Copyable[] = [
    { key: 'alias', label: cliqCopy.alias, value: data.alias },
    { key: 'accountName', label: cliqCopy.accountName, value: data.accountName },
    { key: 'amount', label: cliqCopy.amount, value: plainAmount(data.amount) },
    { key: 'reference', label: cliqCopy.reference, value: data.reference },
  ];
  const [alias, accountName, amount, reference] = facts as [Copyable, Copyable, Copyable, Copyable];
  const rowProps = (item: Copyable) => ({
    item,
    copied: copied?.key === item.key && copied.message !== cliqCopy.copyFailed,
    onCopy: (i: Copyable) => void copy(i),
  });

  return (
    <Panel data-testid="cliq-panel" aria-busy={sending || undefined}>
      <p>{cliqCopy.intro}</p>
      <Facts>
        <FactRow {...rowProps(alias)}>
          <strong>
            <bdi dir="ltr">{data.alias}</bdi>
          </strong>
        </FactRow>
        <FactRow {...rowProps(accountName)}>
          <span>{data.accountName}</span>
        </FactRow>
        <FactRow {...rowProps(amount)}>
          <strong>{formatJod(data.amount)}</strong>
          <small>
            {cliqCopy.amountToType}: <bdi dir="ltr">{amount.value}</bdi>
          </small>
        </FactRow>
        <FactRow {...rowProps(reference)}>
          <strong>
            <bdi dir="ltr">{data.reference}</bdi>
          </strong>
        </FactRow>
      </Facts>
      <Live role="status" aria-live="polite" data-testid="cliq-copied">
        {copied?.message ?? ''}
      </Live>
      <TransferSteps instructions={data} />
      {data.holdUntil ? (
        <HoldNote data-testid="cliq-hold">
          بعد الإبلاغ عن التحويل يبقى موعدك محجوزاً حتى <AppointmentDate iso={data.holdUntil} />{' '}
          بينما يتحقق المكتب من وصول الحوالة.
        </HoldNote>
      ) : null}
      <ConfirmationFile
        file={file}
        error={fileError}
        disabled={sending}
        onFile={pick}
        onRemove={() => {
          setFile(null);
          setFileError(undefined);
        }}
      />
      {progress !== null ? <UploadProgress fraction={progress} label={cliqCopy.progress} /> : null}
      {error ? <ErrorNote role="alert">{error}</ErrorNote> : null}
      <div>
        <Button
          type="button"
          onClick={() => void report()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          <Send size={18} aria-hidden="true" />
          {sending ? cliqCopy.reporting : cliqCopy.report}
        </Button>
      </div>
    </Panel>
  );
}
