import { ButtonLink, EmptyState } from '@ssc/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * "Nothing here yet" with the one link that changes it (book a first consultation, sign in to
 * upload): the empty state of a signed-in user's lists and of a page a guest cannot use.
 */
export function EmptyStateLink({
  title,
  description,
  to,
  icon: Icon,
  label,
}: {
  title: ReactNode;
  description: ReactNode;
  to: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <ButtonLink to={to}>
          <Icon size={18} aria-hidden="true" />
          {label}
        </ButtonLink>
      }
    />
  );
}
