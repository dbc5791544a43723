import { useDocumentTitle } from '../../components/use-document-title';

export function SummonsPage() {
  useDocumentTitle('Summon');
  return (
    <div data-testid="screen-summons">
      <h1>Summon</h1>
    </div>
  );
}
