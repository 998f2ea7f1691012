import { Button } from '@ssc/ui';
import { RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const Alert = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 640px;
  margin: ${({ theme }) => theme.space[7]} auto;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.brandLight};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  color: ${({ theme }) => theme.colors.danger};
`;

interface Props {
  children: ReactNode;
  /** Called before the boundary renders its children again. */
  onRetry?: () => void;
}

/**
 * Keeps a broken or unreachable remote inside its own box: the header, footer and other
 * routes stay usable, and the visitor can try again.
 */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote section failed to load', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert role="alert">
        <Title>
          <TriangleExclamationPoint aria-hidden="true" />
          تعذر تحميل هذا القسم من الموقع
        </Title>
        <p>
          حدث خلل مؤقت أثناء تحميل هذه الصفحة، وقد يكون السبب انقطاع الاتصال بالإنترنت أو تحديثاً
          يجري على الموقع. بقية أقسام الموقع تعمل بشكل طبيعي.
        </p>
        <Button onClick={this.retry}>
          <RotateCcw aria-hidden="true" size={18} />
          إعادة المحاولة
        </Button>
      </Alert>
    );
  }
}
