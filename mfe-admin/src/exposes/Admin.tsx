import {
  Container,
  EmptyState,
  isAdmin,
  PagePlaceholder,
  useDocumentTitle,
  useSessionStore,
} from '@ssc/ui';

/** Placeholder admin page; non-admins see the admins-only message (spec §6) and nothing else. */
export default function AdminPage() {
  const user = useSessionStore((s) => s.user);
  useDocumentTitle('لوحة الإدارة');
  if (!isAdmin(user)) {
    return (
      <Container>
        <EmptyState
          title="هذه الصفحة مخصصة للمدراء فقط"
          description="لا تملك صلاحية الوصول إلى لوحة الإدارة."
        />
      </Container>
    );
  }
  return <PagePlaceholder heading="لوحة الإدارة" />;
}
