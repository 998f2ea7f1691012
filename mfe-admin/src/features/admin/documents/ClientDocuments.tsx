import { Spinner } from '@ssc/ui';
import { formatFileSize } from '@ssc/ui/files';
import { BoxedRows } from '@ssc/ui/layout';
import { ErrorState } from '@ssc/ui/states';
import { Download, FileText } from 'lucide-react';
import styled from 'styled-components';
import { SectionTitle } from '../components/DetailsDrawer';
import { Muted } from '../components/layout';
import { formatDateTime } from '../format';
import { storageFigure, useClientDocuments } from './client-documents-api';

export const FileRows = styled(BoxedRows)`
  a {
    margin-inline-start: auto;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

export const FileName = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The download link of a stored file (an admin's download is in the audit log). */
export function DownloadLink({ id, fileName }: { id: string; fileName: string }) {
  return (
    <a
      href={`/api/documents/${encodeURIComponent(id)}/download`}
      download={fileName}
      aria-label={`تنزيل ${fileName}`}
    >
      <Download size={18} aria-hidden />
      تنزيل
    </a>
  );
}

/**
 * «المستندات»: what a client keeps in their own account (not attached to a booking), with
 * download links; with `storage`, how much of their quota it uses («12.5 ميغابايت من 100»).
 */
export function ClientDocuments({
  userId,
  storage = false,
}: {
  userId: string;
  storage?: boolean;
}) {
  const query = useClientDocuments(userId);
  return (
    <section aria-labelledby={`client-documents-${userId}`} data-testid="client-documents">
      <SectionTitle id={`client-documents-${userId}`}>
        المستندات{query.data ? ` (${query.data.total})` : ''}
      </SectionTitle>
      {query.isPending ? (
        <Spinner label="جارٍ تحميل مستندات العميل..." />
      ) : query.isError ? (
        <ErrorState
          title={`تعذر تحميل مستندات العميل: ${query.error.message}`}
          onRetry={() => query.refetch()}
        />
      ) : (
        <>
          {storage ? (
            <p data-testid="client-storage">
              المساحة المستخدمة: {storageFigure(query.data.usedBytes, query.data.quotaBytes)}
            </p>
          ) : null}
          {query.data.documents.length === 0 ? (
            <Muted>لم يرفع العميل مستندات إلى حسابه.</Muted>
          ) : (
            <FileRows>
              {query.data.documents.map((document) => (
                <li key={document.id}>
                  <FileText size={20} aria-hidden />
                  <FileName>
                    <bdi>{document.fileName}</bdi>
                    <Muted as="span">
                      {formatFileSize(document.fileSize)}، {formatDateTime(document.createdAt)}
                    </Muted>
                  </FileName>
                  <DownloadLink id={document.id} fileName={document.fileName} />
                </li>
              ))}
            </FileRows>
          )}
        </>
      )}
    </section>
  );
}
