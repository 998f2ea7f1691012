import { Button } from '@ssc/ui';
import { Printer } from 'lucide-react';

/**
 * «طباعة»: the browser's print dialog for what the screen marks to print (issue 34.8); the
 * button itself is never printed.
 */
export function PrintButton({
  label,
}: {
  /** Says what is printed to a screen reader. */ label?: string;
}) {
  return (
    <Button
      type="button"
      $variant="secondary"
      aria-label={label}
      data-print="hide"
      onClick={() => window.print()}
    >
      <Printer size={18} aria-hidden />
      طباعة
    </Button>
  );
}
