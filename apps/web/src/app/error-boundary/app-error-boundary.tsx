import { Component, type ReactNode } from 'react';
import { RenderFailure } from './render-failure';

/** Catches what the router cannot: failures in providers and the session gate. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RenderFailure error={this.state.error} /> : this.props.children;
  }
}
