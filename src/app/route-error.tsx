import type { ErrorInfo, ReactNode } from 'react';
import { PartBoundary } from '../components/part-boundary';

/**
 * React's report of an error a boundary caught (the root's `onCaughtError`). The player sees RouteError; maintainers
 * get a warning, not a console error, since nothing is left broken.
 */
export function reportCaughtError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  console.warn('Screen failed:', error, info.componentStack);
}

/** Shown instead of a blank page when a screen fails to load or render. */
export function RouteError() {
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <h1>Something went wrong</h1>
      <p>This screen could not be shown. Your saved data is untouched.</p>
      <p>
        <a href="/characters" className="btn">
          Back to the characters
        </a>{' '}
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </div>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
}

/**
 * Catches a screen that fails to load (a lazy chunk that cannot be fetched) or to render, and shows RouteError in
 * its place so the page is never blank. Keyed by the path where it is used, so moving to another screen starts afresh.
 */
export function RouteErrorBoundary({ children }: BoundaryProps) {
  return <PartBoundary fallback={<RouteError />}>{children}</PartBoundary>;
}
