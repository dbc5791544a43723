import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../components/use-document-title';

export function NotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <div data-testid="screen-not-found">
      <h1 className="not-found">
        <Trans>404 - Page not found</Trans>
      </h1>
    </div>
  );
}
