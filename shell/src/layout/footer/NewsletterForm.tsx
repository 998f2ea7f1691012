import { Button, toast } from '@ssc/ui';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

/** Spec §8, newsletter success. */
export const NEWSLETTER_SUCCESS = {
  title: 'تم الاشتراك بنجاح',
  description: 'شكراً لاشتراكك في النشرة البريدية',
} as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gray[500]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inkSoft};
  color: ${({ theme }) => theme.colors.onInk};

  &::placeholder { color: ${({ theme }) => theme.colors.gray[400]}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brandOnDark};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

/**
 * Spec §2/§5: one required email field held only in this form. Submitting sends nothing; the
 * browser's own validation stops an empty or malformed address, and success shows the toast and
 * clears the field.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    toast(NEWSLETTER_SUCCESS);
    setEmail('');
  }

  return (
    <Form onSubmit={subscribe} aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} htmlFor={`${id}-email`}>
        اشترك في النشرة البريدية
      </Label>
      <Hint id={`${id}-hint`}>مستجدات الضمان الاجتماعي ونصائح عملية تصلك إلى بريدك.</Hint>
      <Row>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder="example@email.com"
          aria-describedby={`${id}-hint`}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit">
          <Send aria-hidden="true" size={18} />
          اشترك
        </Button>
      </Row>
    </Form>
  );
}
