import styled, { keyframes } from 'styled-components';
import { Cluster, TopBar, TopRow } from './styles';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Block = styled.span<{ $width: string; $height?: string; $round?: boolean }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  height: ${({ $height = '40px' }) => $height};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.md)};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const Wide = styled.span`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: contents;
  }
`;

// Same box as the real red bar (lg and up), in grey.
const NavSkeleton = styled.div`
  display: none;
  height: ${({ theme }) => theme.layout.navBarHeight};
  background: ${({ theme }) => theme.colors.gray[300]};

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

/**
 * Spec §2: while the user is being loaded the header is a grey skeleton. It has the real
 * header's heights at every width, so nothing below it moves when the header arrives.
 */
export function HeaderSkeleton() {
  return (
    <header aria-busy="true" data-testid="header-skeleton" data-print="hide">
      <TopBar>
        <TopRow aria-hidden="true">
          <Cluster>
            <Block $width="40px" />
            <Block $width="120px" $height="24px" />
          </Cluster>
          <Cluster>
            <Wide>
              <Block $width="150px" $height="28px" />
            </Wide>
            <Block $width="44px" $height="44px" />
            <Block $width="120px" $height="44px" />
          </Cluster>
        </TopRow>
      </TopBar>
      <NavSkeleton aria-hidden="true" />
    </header>
  );
}
