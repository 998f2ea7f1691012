import { ApiError, uploadRequest } from '@ssc/api-client';
import { USER_DOCUMENTS_QUERY_KEY } from '@ssc/api-client/query-keys';
import { LOCALE, type UserDocument } from '@ssc/contracts';
import { Button, ButtonLink, bareList, EmptyState, Spinner, toast, useSessionStore } from '@ssc/ui';
import {
  FileDropZone,
  FileList,
  formatFileSize,
  UploadProgress,
  useFileSelection,
} from '@ssc/ui/files';
import { FieldHint as Hint } from '@ssc/ui/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, LogIn, Upload } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { FAILURE_TOAST_MS } from '../../lib/toastDurations';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  > button { justify-self: start; }
`;

const Documents = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li svg { flex: none; color: ${({ theme }) => theme.colors.brand}; }
  li div { min-width: 0; }
  bdi { display: block; overflow-wrap: anywhere; font-weight: ${({ theme }) => theme.typography.weights.semibold}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

function MyDocuments() {
  const { data, isPending, isError } = useQuery<UserDocument[]>({
    queryKey: USER_DOCUMENTS_QUERY_KEY,
    refetchOnMount: 'always',
  });
  if (isPending) return <Spinner label="جارٍ تحميل مستنداتك..." />;
  if (isError) return <Hint role="alert">تعذّر تحميل قائمة مستنداتك حالياً.</Hint>;
  if (!data.length) return <Hint>لا توجد مستندات في حسابك بعد.</Hint>;
  return (
    <Documents aria-label="مستنداتي">
      {data.map((doc) => (
        <li key={doc.id}>
          <FileText size={22} aria-hidden="true" />
          <div>
            <a
              href={`/api/documents/${encodeURIComponent(doc.id)}/download`}
              download={doc.fileName}
            >
              <bdi>{doc.fileName}</bdi>
            </a>
            <small>
              {formatFileSize(doc.fileSize)} · {dateFormat.format(new Date(doc.createdAt))}
            </small>
          </div>
        </li>
      ))}
    </Documents>
  );
}

/** The upload tab: files into the signed-in user's documents (POST /api/user-documents). */
export function DocumentUpload() {
  const status = useSessionStore((s) => s.status);
  const files = useFileSelection();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  if (status === 'loading') return <Spinner label="جارٍ التحقق من تسجيل الدخول..." />;
  if (status === 'guest') {
    return (
      <EmptyState
        title="سجّل الدخول لرفع مستنداتك"
        description="تُحفظ المستندات في حسابك لتطّلع عليها من لوحة التحكم ويراجعها مستشارك."
        action={
          <ButtonLink to="/auth">
            <LogIn size={18} aria-hidden="true" />
            تسجيل الدخول
          </ButtonLink>
        }
      />
    );
  }

  const upload = async () => {
    const attached = [...files.files];
    const form = new FormData();
    for (const file of attached) form.append('files', file, file.name);
    setProgress(0);
    try {
      await uploadRequest('POST', '/api/user-documents', form, {
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      toast({
        title: 'تم رفع المستندات بنجاح',
        description: `عدد الملفات المرفوعة: ${attached.length}. تجدها في قسم المستندات في لوحة التحكم.`,
      });
      files.clear();
      void queryClient.invalidateQueries({ queryKey: USER_DOCUMENTS_QUERY_KEY });
    } catch (error) {
      toast({
        title: 'فشل رفع المستندات',
        description:
          error instanceof ApiError
            ? error.message
            : 'تعذّر الاتصال بالخادم، يرجى المحاولة مرة أخرى',
        variant: 'destructive',
        duration: FAILURE_TOAST_MS,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack>
      <FileDropZone
        onFiles={files.add}
        disabled={sending}
        label="اسحب مستنداتك وأفلتها هنا أو اختر من جهازك"
      />
      <FileList
        files={files.files}
        onRemove={files.remove}
        disabled={sending}
        label="الملفات المختارة"
      />
      {sending ? <UploadProgress fraction={progress} label="تقدم رفع المستندات" /> : null}
      <Button onClick={upload} disabled={sending || files.files.length === 0}>
        <Upload size={18} aria-hidden="true" />
        {sending ? 'جارٍ رفع المستندات...' : 'رفع إلى حسابي'}
      </Button>
      <section aria-labelledby="my-documents-title">
        <h2 id="my-documents-title">مستنداتي</h2>
        <MyDocuments />
      </section>
    </Stack>
  );
}
