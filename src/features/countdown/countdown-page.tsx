import { useDocumentTitle } from '../../components/use-document-title';

export function CountdownPage() {
  useDocumentTitle('Countdown');
  return (
    <div data-testid="screen-countdown">
      <h1>Countdown</h1>
    </div>
  );
}
