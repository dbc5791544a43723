import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Shown instead of a blank page when a screen fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('Screen failed:', error);
  }, [error]);
  return (
    <main className="page route-error" role="alert">
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
    </main>
  );
}
