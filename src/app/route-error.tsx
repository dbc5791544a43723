import { Trans } from '@lingui/react/macro';
import type { ErrorInfo, ReactNode } from 'react';
import { PartBoundary } from '../components/part-boundary';
import { Localized } from '../i18n/localized';

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
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>This screen could not be shown. Your saved data is untouched.</Trans>
      </p>
      <p>
        <a href="/characters" className="btn">
          <Trans>Back to the characters</Trans>
        </a>{' '}
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
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
 * The page's top boundary sits above the router and its language provider: its RouteError still reads the chosen
 * language (and follows a switch made in another tab).
 */
export function RouteErrorBoundary({ children }: BoundaryProps) {
  return (
    <PartBoundary
      fallback={
        <Localized>
          <RouteError />
        </Localized>
      }
    >
      {children}
    </PartBoundary>
  );
}
