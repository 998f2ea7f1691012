import type { AuditEntry } from '@ssc/contracts';
import { EmptyState, Spinner, useSessionStore } from '@ssc/ui';
import { CheckboxField } from '@ssc/ui/forms';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, useAppointmentDetail } from '../api/queries';
import { CellStack, Muted, Panel, PanelTitle, ResponsiveTable } from '../components/layout';
import { formatDateTime } from '../format';
import { useAuditLog } from './audit-api';
import { auditLine } from './audit-lines';

/** «سجل العمليات»: every admin action of every service, newest first (issue 19.6). */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const [mineOnly, setMineOnly] = useState(false);
  const selfId = useSessionStore((s) => s.user?.id);
  const log = useAuditLog(page, mineOnly ? selfId : undefined);
  return (
    <Panel aria-labelledby="audit-title">
      <PanelTitle id="audit-title">سجل العمليات</PanelTitle>
      <CheckboxField
        inputProps={{
          checked: mineOnly,
          onChange: (event) => {
            setMineOnly(event.target.checked);
            setPage(1);
          },
        }}
      >
        عملياتي فقط
      </CheckboxField>
      {log.isPending ? (
        <Spinner label="جارٍ تحميل سجل العمليات..." />
      ) : log.isError ? (
        <ErrorState
          title={`تعذر تحميل سجل العمليات: ${log.error.message}`}
          onRetry={() => log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState
          title={mineOnly ? 'لم تنفذ أي عملية بعد' : 'لا توجد عمليات بعد'}
          description="ستظهر هنا كل عملية ينفذها مشرف: تغيير المواعيد وأوقات العمل والخدمات والحسابات."
        />
      ) : (
        <>
          <Muted>كل عمليات المشرفين الناجحة، الأحدث أولاً.</Muted>
          <ResponsiveTable aria-label="سجل العمليات">
            <thead>
              <tr>
                <th scope="col">الوقت</th>
                <th scope="col">المشرف</th>
                <th scope="col">العملية</th>
                <th scope="col">رقم الطلب</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((entry) => (
                <tr key={entry.id} data-audit-action={entry.action}>
                  <td data-label="الوقت">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td data-label="المشرف">
                    <CellStack>
                      <strong>{entry.actorName || '—'}</strong>
                      <Muted dir="ltr">{entry.actorEmail}</Muted>
                    </CellStack>
                  </td>
                  <td data-label="العملية">
                    <AuditSummary entry={entry} />
                  </td>
                  <td data-label="رقم الطلب">
                    <Muted dir="ltr">{entry.requestId ?? '—'}</Muted>
                  </td>
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
          <Pager
            label="صفحات سجل العمليات"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={log.data.total}
            busy={log.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}

/** The entry in words; an old entry's appointment named by its reference and client. */
function AuditSummary({ entry }: { entry: AuditEntry }) {
  const line = auditLine(entry);
  if (!line.appointmentId) return <>{line.text}</>;
  return <AppointmentNamed text={line.text} id={line.appointmentId} />;
}

function AppointmentNamed({ text, id }: { text: string; id: string }) {
  const detail = useAppointmentDetail(id);
  const a = detail.data?.appointment;
  if (a) {
    return (
      <>
        {text}: <bdi>{a.reference}</bdi> (<bdi>{a.contactName}</bdi>)
      </>
    );
  }
  return (
    <>
      {text}
      {detail.isError ? ' (موعد لم يعد موجوداً)' : ''}
    </>
  );
}
