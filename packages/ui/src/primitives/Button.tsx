import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/** `outlineLight`: a transparent button with a white outline, for the red and dark bands. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outlineLight';
export type ButtonSize = 'md' | 'lg';

interface VariantProps {
  $variant?: ButtonVariant;
  /** `lg`: the hero's and call-to-action bands' larger buttons. */
  $size?: ButtonSize;
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease;

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.background};
          color: ${theme.colors.brand};
          &:hover { background: ${theme.colors.brandLight}; }
        `;
      case 'outlineLight':
        return css`
          background: transparent;
          border-color: ${theme.colors.onBrand};
          color: ${theme.colors.onBrand};
          &:hover { background: rgba(255, 255, 255, 0.14); }
          &:focus-visible { outline-color: ${theme.colors.onBrand}; }
        `;
      case 'ghost':
        return css`
          background: transparent;
          border-color: transparent;
          color: ${theme.colors.brand};
          &:hover { background: ${theme.colors.brandLight}; }
        `;
      default:
        return css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
          &:hover { background: ${theme.colors.brandDark}; border-color: ${theme.colors.brandDark}; }
        `;
    }
  }}

  ${({ $size, theme }) =>
    $size === 'lg' &&
    css`
      min-height: 52px;
      padding-inline: ${theme.space[6]};
      font-size: ${theme.typography.sizes.lg};
    `}

  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<VariantProps>((props) => ({
  type: props.type ?? 'button',
}))<VariantProps>`
  ${buttonStyles}
`;

/** A react-router link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;

/**
 * A plain link that looks like a button, for what the router must not handle: a file the server
 * sends (`download`), with the session cookie as any link.
 */
export const AnchorButton = styled.a<VariantProps>`
  ${buttonStyles}
`;
