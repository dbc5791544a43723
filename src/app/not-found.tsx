import { useDocumentTitle } from '../components/use-document-title';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div data-testid="screen-not-found">
      <h1 className="not-found">404 - Page not found</h1>
    </div>
  );
}
