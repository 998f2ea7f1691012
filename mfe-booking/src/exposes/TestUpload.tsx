import { Container, PageHeading, Spinner, useDocumentTitle } from '@ssc/ui';
import { Tabs } from '@ssc/ui/tabs';
import { CalendarPlus, FolderUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { BookingForm } from '../features/booking/BookingForm';

// The second tab loads when first opened: the route's chunk stays within its budget (60 KB gzip).
const DocumentUpload = lazy(() =>
  import('../features/test-upload/DocumentUpload').then((m) => ({ default: m.DocumentUpload })),
);

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[7]};
  max-width: 880px;
`;

/**
 * Spec route table: "/test-upload — file-upload test page with booking and upload tabs". The
 * booking tab is the booking form (compact); the upload tab sends files to the user's documents.
 * The two features meet here, in the exposed route module, so neither depends on the other.
 */
export function TestUploadPage() {
  useDocumentTitle('اختبار رفع الملفات');
  return (
    <Page>
      <PageHeading
        title="اختبار رفع الملفات"
        lead="جرّب إرفاق المستندات مع حجز موعد، أو ارفعها مباشرة إلى حسابك."
      />
      <Tabs
        label="طريقة رفع الملفات"
        items={[
          {
            value: 'booking',
            label: (
              <>
                <CalendarPlus size={18} aria-hidden="true" />
                حجز موعد مع مستندات
              </>
            ),
            panel: <BookingForm compact />,
          },
          {
            value: 'upload',
            label: (
              <>
                <FolderUp size={18} aria-hidden="true" />
                رفع مستندات إلى حسابي
              </>
            ),
            panel: (
              <Suspense fallback={<Spinner label="جارٍ التحميل..." />}>
                <DocumentUpload />
              </Suspense>
            ),
          },
        ]}
      />
    </Page>
  );
}

export default TestUploadPage;
