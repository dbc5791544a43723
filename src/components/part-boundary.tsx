import { Component, type ReactNode } from 'react';

interface PartBoundaryProps {
  /** What shows instead of the part once it failed to load (a lazy chunk that cannot be fetched) or to render. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Shows `fallback` instead of what failed to load (a lazy chunk that cannot be fetched) or to render: a whole screen
 * (the app's route boundary), or an optional part of one, so that the rest of the screen stays as it was. React
 * reports the error it caught (the root's `onCaughtError`).
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
