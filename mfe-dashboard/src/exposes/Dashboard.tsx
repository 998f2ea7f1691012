import { Container, displayName, PageHeading, useDocumentTitle, useSessionStore } from '@ssc/ui';

/** Placeholder dashboard; the greeting reads the shell's session store (one shared instance). */
export default function DashboardPage() {
  useDocumentTitle('لوحة التحكم');
  const user = useSessionStore((s) => s.user);
  return (
    <Container>
      <PageHeading title="لوحة التحكم" lead={user ? `مرحباً، ${displayName(user)}` : undefined} />
      <p>نعمل حالياً على إعداد لوحة التحكم، وستتمكن قريباً من متابعة مواعيدك ومستنداتك من هنا.</p>
    </Container>
  );
}
