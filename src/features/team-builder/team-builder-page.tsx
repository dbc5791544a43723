import { useDocumentTitle } from '../../components/use-document-title';

export function TeamBuilderPage() {
  useDocumentTitle('Team builder');
  return (
    <div data-testid="screen-team-builder">
      <h1>Team builder</h1>
    </div>
  );
}
