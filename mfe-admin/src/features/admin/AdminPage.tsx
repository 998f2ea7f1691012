import {
  Container,
  EmptyState,
  isAdmin,
  Spinner,
  useDocumentTitle,
  useSessionStore,
} from '@ssc/ui';
import { ShieldAlert } from 'lucide-react';
import styled from 'styled-components';
import { AdminConsole } from './AdminConsole';

/** Spec §6: what a signed-in non-admin sees on /admin (and nothing is fetched for them). */
export const ADMINS_ONLY_MESSAGE = 'هذه الصفحة مخصصة للمسؤولين فقط';

const Centered = styled.div`
  padding-block: ${({ theme }) => theme.space[7]};
`;

const Icon = styled(ShieldAlert)`
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * `/admin`. The shell shows it to signed-in visitors only (guests get the unauthorized toast and
 * /api/login); the role is read from the session store before anything admin is mounted.
 */
export function AdminPage() {
  useDocumentTitle('لوحة الإدارة');
  const status = useSessionStore((s) => s.status);
  const admin = useSessionStore((s) => isAdmin(s.user));

  if (status === 'loading') return <Spinner label="جارٍ التحقق من الصلاحيات..." />;
  if (!admin) {
    return (
      <Container>
        <Centered>
          <EmptyState
            title={
              <>
                <Icon size={40} aria-hidden />
                <br />
                {ADMINS_ONLY_MESSAGE}
              </>
            }
            description="لا تملك صلاحية الوصول إلى لوحة الإدارة. إن كنت تعتقد أن هذا خطأ فتواصل مع مسؤول النظام."
          />
        </Centered>
      </Container>
    );
  }
  return <AdminConsole />;
}
