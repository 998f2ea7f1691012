import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatAppointmentDate } from '../../lib/dates';

// Runs of text that must not break or reorder at 360 px (docs/glossary.md): a time of day
// («10:00 ص») is one unbreakable run, an email address a whole left-to-right run.

/** A time of day as one unbreakable, isolated run: «10:00 ص» never splits across lines. */
export const Time = styled.bdi`
  white-space: nowrap;
`;

const EmailRun = styled.bdi`
  /* Whole on its line when it fits; a very long address may still break rather than overflow. */
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
  vertical-align: bottom;
`;

/** An email address, left to right and kept whole where it fits. */
export function Email({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <EmailRun dir="ltr" data-testid={testId}>
      {children}
    </EmailRun>
  );
}

/** "10:00 ص", "3:30 م" inside a longer text (any space Intl puts before the ص/م). */
const TIME_OF_DAY = /(\d{1,2}:\d{2}[\s\u00a0\u202f]*[صم])/u;

/** A text with each time of day in it wrapped as `Time`. */
export function WithTimes({ text }: { text: string }) {
  const parts = text.split(TIME_OF_DAY);
  return (
    <>
      {parts.map((part, index) =>
        // split with a capture group: the odd parts are the times.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <Time key={index}>{part}</Time>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** An appointment's date and time in Amman ("الأحد، 6 كانون الثاني 2030 في 10:00 ص"), time unbroken. */
export function AppointmentDate({ iso }: { iso: string }) {
  return <WithTimes text={formatAppointmentDate(iso)} />;
}
