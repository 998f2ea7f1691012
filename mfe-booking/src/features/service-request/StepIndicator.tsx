import { VisuallyHidden } from '@ssc/ui';
import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';
import { WIZARD_STEPS, type WizardStep } from './wizard';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-end: ${({ theme }) => theme.space[2]};
  border-block-end: 4px solid
    ${({ theme, $state }) => ($state === 'next' ? theme.colors.border : theme.colors.brand)};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.text)};

  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      font-weight: ${theme.typography.weights.bold};
    `}

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: center;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

const Badge = styled.span<{ $state: 'done' | 'current' | 'next' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.brand)};
  background: ${({ theme, $state }) => ($state === 'next' ? theme.colors.background : theme.colors.brand)};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.onBrand)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/** The three steps of spec §4; the current one is `aria-current="step"`. */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <List aria-label="مراحل طلب الخدمة">
      {WIZARD_STEPS.map(({ step, label }) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Badge $state={state} aria-hidden="true">
              {state === 'done' ? <Check size={16} /> : step}
            </Badge>
            <span>
              <VisuallyHidden>الخطوة {step}: </VisuallyHidden>
              {label}
              {state === 'done' ? <VisuallyHidden> (مكتملة)</VisuallyHidden> : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
