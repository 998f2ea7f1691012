import { getAppConfig } from '@ssc/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LogoMark } from './LogoMark';

const Home = styled(Link)<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onInk : theme.colors.text)};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.25;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.md};
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;

  ${({ theme }) => theme.media.lg} {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
`;

const Tagline = styled.span<{ $onDark: boolean }>`
  display: none;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onInkMuted : theme.colors.textMuted)};

  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

/** The mark and the configured site name, linking home. */
export function Logo({ onDark = false, onClick }: { onDark?: boolean; onClick?: () => void }) {
  const { siteName } = getAppConfig();
  return (
    <Home to="/" $onDark={onDark} onClick={onClick}>
      <LogoMark />
      <Words>
        <Name>{siteName}</Name>
        <Tagline $onDark={onDark} aria-hidden="true">
          خبراء الضمان الاجتماعي في الأردن
        </Tagline>
      </Words>
    </Home>
  );
}
