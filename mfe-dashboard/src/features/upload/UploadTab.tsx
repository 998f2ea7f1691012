import type { UserDocument } from '@ssc/contracts';
import { Button, toast } from '@ssc/ui';
import { UploadFlow } from '@ssc/ui/upload';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { refreshDocuments, USER_DOCUMENTS_URL } from '../../lib/documentsQuery';
import { signInAgainOn401 } from '../../lib/unauthorized';
import { uploadSuccessToast } from './uploadMessages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * The upload tab: the shared upload flow (`@ssc/ui/files`) into the user's documents, a success
 * toast naming the files, the documents list refreshed, and a way to it; a 401 signs in again.
 */
export function UploadTab({ onShowDocuments }: { onShowDocuments(): void }) {
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState(0);

  return (
    <Stack>
      <p>
        ارفع المستندات التي يحتاجها مستشارك لمتابعة معاملتك: كشف الاشتراكات، التقارير الطبية، قرارات
        اللجان أو المراسلات الرسمية.
      </p>
      <UploadFlow<UserDocument[]>
        url={USER_DOCUMENTS_URL}
        texts={{ list: 'الملفات المختارة للرفع' }}
        onPick={() => setUploaded(0)}
        onUploaded={async (saved) => {
          toast(uploadSuccessToast(saved.map((d) => d.fileName)));
          setUploaded(saved.length);
          await refreshDocuments(queryClient);
        }}
        onError={signInAgainOn401}
        actions={
          // Only after an upload, and a new pick hides it again: the list is then being refilled.
          uploaded > 0 ? (
            <Button $variant="secondary" onClick={onShowDocuments}>
              <FolderOpen size={18} aria-hidden="true" />
              عرض مستنداتي
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
