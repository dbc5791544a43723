import { useDocumentTitle } from '../../components/use-document-title';

export function TierListPage() {
  useDocumentTitle('Tier list maker');
  return (
    <div data-testid="screen-tier-list">
      <h1>Tier list maker</h1>
    </div>
  );
}
