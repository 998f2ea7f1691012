import styled, { css } from 'styled-components';

/** The one look of a text control: border, focus ring, invalid and disabled states. */
const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid #6b7280;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  /* Numbers and addresses typed left to right still line up with the Arabic fields. */
  &[dir='ltr'] { text-align: end; }

  &::placeholder { color: #6b7280; }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }

  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; cursor: not-allowed; }
`;

export const TextInput = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

/**
 * A native radio or checkbox stretched invisibly over its whole label (a choice card): the label
 * is what people see and click, the input stays the real, focusable, announced control.
 */
export const coverInput = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;
