import { ApiError, uploadRequest } from '@ssc/api-client';
import type { UserDocument } from '@ssc/contracts';
import { Button, toast } from '@ssc/ui';
import {
  FILE_REJECTED_TOAST_MS,
  FileDropZone,
  FileList,
  UploadProgress,
  useFileSelection,
} from '@ssc/ui/files';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { refreshDocuments, USER_DOCUMENTS_URL } from '../../lib/documentsQuery';
import { signInAgainOn401 } from '../../lib/unauthorized';
import { NETWORK_FAILED, UPLOAD_FAILED_TITLE, uploadSuccessToast } from './uploadMessages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The upload tab: the booking page's file rules (`@ssc/contracts/uploads`, each refused file named in a
 * toast), a progress bar while sending, a success toast, then the documents list is refreshed.
 */
export function UploadTab({ onShowDocuments }: { onShowDocuments(): void }) {
  const files = useFileSelection();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const sending = progress !== null;

  const upload = async () => {
    const attached = [...files.files];
    const form = new FormData();
    for (const file of attached) form.append('files', file, file.name);
    setProgress(0);
    try {
      const saved = await uploadRequest<UserDocument[]>('POST', USER_DOCUMENTS_URL, form, {
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      toast(uploadSuccessToast(saved.map((d) => d.fileName)));
      files.clear();
      setUploaded(saved.length);
      await refreshDocuments(queryClient);
    } catch (error) {
      if (signInAgainOn401(error)) return;
      toast({
        title: UPLOAD_FAILED_TITLE,
        description: error instanceof ApiError ? error.message : NETWORK_FAILED,
        variant: 'destructive',
        duration: FILE_REJECTED_TOAST_MS,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack>
      <p>
        ارفع المستندات التي يحتاجها مستشارك لمتابعة معاملتك: كشف الاشتراكات، التقارير الطبية، قرارات
        اللجان أو المراسلات الرسمية.
      </p>
      <FileDropZone
        onFiles={(picked) => {
          setUploaded(0);
          files.add(picked);
        }}
        disabled={sending}
        label="اسحب مستنداتك وأفلتها هنا أو اختر من جهازك"
      />
      <FileList
        files={files.files}
        onRemove={files.remove}
        disabled={sending}
        label="الملفات المختارة للرفع"
      />
      {sending ? <UploadProgress fraction={progress} label="تقدم رفع المستندات" /> : null}
      <Actions>
        <Button onClick={upload} disabled={sending || files.files.length === 0}>
          <Upload size={18} aria-hidden="true" />
          {sending ? 'جارٍ رفع المستندات...' : 'رفع المستندات'}
        </Button>
        {uploaded > 0 && !sending ? (
          <Button $variant="secondary" onClick={onShowDocuments}>
            <FolderOpen size={18} aria-hidden="true" />
            عرض مستنداتي
          </Button>
        ) : null}
      </Actions>
    </Stack>
  );
}
