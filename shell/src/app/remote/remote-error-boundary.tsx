import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@pv/shared/contract/page';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: RemoteName;
  /** Changing it (a new path) clears a previous error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote that fails to load or throws while rendering, in the client-rendered build. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error) {
    console.error(`Remote ${this.props.remote} failed:`, error);
  }

  override render() {
    return this.state.error ? <RemoteFallback /> : this.props.children;
  }
}
