import { Alert, Button, Stack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@portal/utils/internal';

interface Props {
  children?: ReactNode;
  /** Names the failed part in the message (e.g. the parcel name). */
  name?: string;
  /** Called with each caught error (the shell may report it). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Catches a render error of its children and shows a clear panel with a retry that remounts
 * them; the rest of the portal keeps working.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.error) {
      return (
        <Alert.Root status="error" role="alert" m="4" maxW="xl">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>{t('error.title')}</Alert.Title>
            <Alert.Description>
              {this.props.name ? `${this.props.name}: ` : ''}
              {t('error.description')}
            </Alert.Description>
            <Button size="sm" alignSelf="flex-start" colorPalette="brand" onClick={this.retry}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert.Root>
      );
    }
    return <Fragmentless key={this.state.attempt}>{this.props.children}</Fragmentless>;
  }
}

/** A keyed wrapper so that a retry remounts the children from scratch. */
function Fragmentless({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
