import {
  CONSULTATION_MODE_LABELS,
  CONSULTATION_MODES,
  type ConsultationMode,
} from '@ssc/contracts';
import { coverInput, GroupLabel } from '@ssc/ui/forms';
import { Building2, MonitorPlay, Video } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

const ICONS: Record<ConsultationMode, typeof Building2> = {
  office: Building2,
  zoom: Video,
  teams: MonitorPlay,
};

const Options = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $compact }) => ($compact ? '1fr' : 'repeat(3, minmax(0, 1fr))')};
  }
`;

const Option = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};

  input {
    ${coverInput}
  }
  svg { flex: none; color: ${({ theme }) => theme.colors.brand}; }

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandLight};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Where the consultation takes place: the office or Zoom / Teams (changeable, spec §2). */
export function ModeField({
  id,
  registration,
  compact = false,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  compact?: boolean;
}) {
  const labelId = `${id}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>نوع الاستشارة</GroupLabel>
      <Options $compact={compact}>
        {CONSULTATION_MODES.map((mode) => {
          const Icon = ICONS[mode];
          return (
            <Option key={mode}>
              <input type="radio" value={mode} {...registration} />
              <Icon size={22} aria-hidden="true" />
              <span>{CONSULTATION_MODE_LABELS[mode]}</span>
            </Option>
          );
        })}
      </Options>
    </div>
  );
}
