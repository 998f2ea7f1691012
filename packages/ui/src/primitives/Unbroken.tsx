import styled from 'styled-components';

/**
 * A time of day («10:00 ص»), a range of hours or an email address kept as one run that never
 * breaks across lines (docs/glossary.md; issue 33.4 at 360 px), isolated from the Arabic around
 * it. Give it `dir="ltr"` for Latin text (an email, «9:00 – 18:00»). Not for free text of any
 * length: it would push the line wider than the screen.
 */
export const Unbroken = styled.bdi`
  white-space: nowrap;
`;
