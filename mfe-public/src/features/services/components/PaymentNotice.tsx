import { CONSULTATION_FEE_JOD, REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';

const Notice = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  margin-block-end: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0; }
`;

/** Spec §1: every consultation is paid in advance; the fee and the reply promise. */
export function PaymentNotice() {
  return (
    <Notice aria-label="الدفع المسبق">
      <ShieldCheck aria-hidden="true" size={28} />
      <div>
        <p>
          <strong>جميع الاستشارات مدفوعة مسبقاً عبر نظام دفع آمن.</strong>
        </p>
        <p>
          رسوم الاستشارة المتخصصة {CONSULTATION_FEE_JOD} ديناراً أردنياً شاملة الضرائب، ويتواصل معك
          فريقنا خلال {REPLY_WITHIN_HOURS} ساعة لتأكيد موعدك.
        </p>
      </div>
    </Notice>
  );
}
