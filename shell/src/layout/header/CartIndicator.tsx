import { ShoppingCart } from 'lucide-react';
import styled from 'styled-components';

/** Spec §9: the cart badge is fixed at 0. */
export const CART_COUNT = 0;

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  min-width: 20px;
  height: 20px;
  padding-inline: 5px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 16px;
  text-align: center;
`;

/** The cart-style icon of the header. It has no action, so it is an image, not a control. */
export function CartIndicator() {
  return (
    <Wrapper role="img" aria-label={`سلة الطلبات: ${CART_COUNT} عناصر`} data-testid="cart">
      <ShoppingCart aria-hidden="true" size={22} />
      <Badge aria-hidden="true">{CART_COUNT}</Badge>
    </Wrapper>
  );
}
