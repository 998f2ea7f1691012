import { USER_DOCUMENTS_QUERY_KEY } from '@ssc/api-client/query-keys';
import { LOCALE, type UserDocument } from '@ssc/contracts';
import { Spinner, toast, useSessionStore } from '@ssc/ui';
import { formatFileSize } from '@ssc/ui/files';
import { FieldHint as Hint } from '@ssc/ui/forms';
import { BoxedRows } from '@ssc/ui/layout';
import { EmptyStateLink } from '@ssc/ui/states';
import { UploadFlow } from '@ssc/ui/upload';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, LogIn } from 'lucide-react';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
`;

const Documents = styled(BoxedRows)`
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

/**
 * The upload tab: the shared upload flow (`@ssc/ui/files`) into the signed-in user's documents
 * (POST /api/user-documents), then the list of them; a guest is asked to sign in first.
 */
export function DocumentUpload() {
  const status = useSessionStore((s) => s.status);
  const queryClient = useQueryClient();

  if (status === 'loading') return <Spinner label="جارٍ التحقق من تسجيل الدخول..." />;
  if (status === 'guest') {
    return (
      <EmptyStateLink
        title="سجّل الدخول لرفع مستنداتك"
        description="تُحفظ المستندات في حسابك لتطّلع عليها من لوحة التحكم ويراجعها مستشارك."
        to="/auth"
        icon={LogIn}
        label="تسجيل الدخول"
      />
    );
  }

  return (
    <Stack>
      <UploadFlow
        url={USER_DOCUMENTS_QUERY_KEY[0]}
        texts={{ submit: 'رفع إلى حسابي' }}
        onUploaded={(_saved, sent) => {
          toast({
            title: 'تم رفع المستندات بنجاح',
            description: `عدد الملفات المرفوعة: ${sent.length}. تجدها في قسم المستندات في لوحة التحكم.`,
          });
          void queryClient.invalidateQueries({ queryKey: USER_DOCUMENTS_QUERY_KEY });
        }}
      />
      <section aria-labelledby="my-documents-title">
        <h2 id="my-documents-title">مستنداتي</h2>
        <MyDocuments />
      </section>
    </Stack>
  );
}
