import { useDocumentTitle } from '../../components/use-document-title';

export function HowMuchToPage() {
  useDocumentTitle('How Much To');
  return (
    <div data-testid="screen-how-much-to">
      <h1>How Much To</h1>
    </div>
  );
}
