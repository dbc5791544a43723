import { useDocumentTitle } from '../../components/use-document-title';

export function MySummonsPage() {
  useDocumentTitle('My Summons');
  return (
    <div data-testid="screen-my-summons">
      <h1>My Summons</h1>
    </div>
  );
}
