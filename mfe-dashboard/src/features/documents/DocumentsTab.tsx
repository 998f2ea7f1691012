import { uploadMessages } from '@ssc/contracts/uploads';
import { EmptyState, Spinner } from '@ssc/ui';
import { formatFileSize } from '@ssc/ui/files';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useMyDocuments } from '../../lib/documentsQuery';
import { downloadHref } from '../../lib/downloadHref';
import { DASHBOARD_PAGE_SIZE } from '../../lib/pageSize';
import { formatUploadedAt } from './format';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    margin-block-end: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th, td {
    padding: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  td:first-child { overflow-wrap: anywhere; }
  td:first-child svg { color: ${({ theme }) => theme.colors.brand}; vertical-align: middle; margin-inline-end: ${({ theme }) => theme.space[2]}; }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 44px;
    color: ${({ theme }) => theme.colors.focus};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    white-space: nowrap;
  }

  /* Narrow screens: each row becomes a small card, its cells labelled by their headers. */
  ${({ theme }) => theme.media.belowMd} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space[1]};
      padding: ${({ theme }) => theme.space[3]};
      margin-block-end: ${({ theme }) => theme.space[3]};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td { display: block; padding: 0; border: 0; }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** A file the client gave with a booking: which booking (the reference read out on the phone). */
const FromBooking = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/**
 * The documents tab: the account's uploads and the files attached to its bookings (named with the
 * booking's reference), each with its readable size, date and a download link.
 */
export function DocumentsTab() {
  const [page, setPage] = useState(1);
  const documents = useMyDocuments(page);

  if (documents.isPending) return <Spinner label="جارٍ تحميل مستنداتك..." />;
  if (documents.isError) {
    return (
      <ErrorState
        title="تعذّر تحميل مستنداتك"
        description={documents.error.message}
        signInOn401={{ error: documents.error }}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  const { items, total } = documents.data;
  if (total === 0 && page === 1) {
    return (
      <EmptyState
        title="لا توجد مستندات في حسابك بعد"
        description="ارفع كشوفات الاشتراك أو التقارير الطبية أو المراسلات من تبويب «رفع مستندات» ليطّلع عليها مستشارك."
      />
    );
  }
  return (
    <>
      <Table aria-busy={documents.isPlaceholderData}>
        <caption>مستنداتي ({total})</caption>
        <thead>
          <tr>
            <th scope="col">اسم الملف</th>
            <th scope="col">الحجم</th>
            <th scope="col">تاريخ الرفع</th>
            <th scope="col">
              <span>تنزيل</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((doc) => (
            <tr key={doc.id}>
              <td>
                <FileText size={20} aria-hidden="true" />
                <bdi>{doc.fileName}</bdi>
                {doc.appointment ? (
                  <FromBooking>
                    مرفق بالحجز <bdi>{doc.appointment.reference}</bdi>
                  </FromBooking>
                ) : null}
              </td>
              <td data-label="الحجم">{formatFileSize(doc.fileSize)}</td>
              <td data-label="تاريخ الرفع">
                <time dateTime={doc.createdAt}>{formatUploadedAt(doc.createdAt)}</time>
              </td>
              <td>
                {doc.purgedAt ? (
                  // Deleted after its booking went unpaid (issue 37): said, not a broken link.
                  <FromBooking data-testid="file-purged">{uploadMessages.purged}</FromBooking>
                ) : (
                  <a
                    href={downloadHref(doc.id)}
                    download={doc.fileName}
                    aria-label={`تنزيل ${doc.fileName}`}
                  >
                    <Download size={18} aria-hidden="true" />
                    تنزيل
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager
        label="صفحات المستندات"
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        total={total}
        busy={documents.isPlaceholderData}
        onPage={setPage}
      />
    </>
  );
}
