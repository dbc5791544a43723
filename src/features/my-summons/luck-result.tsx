import { Trans, useLingui } from '@lingui/react/macro';
import { LuckChart } from './luck-chart';
import { detailText, headlineText, methodText } from './luck-text';
import type { LuckView } from './use-luck';

/** One luck answer: the headline, how it was worked out, the distribution in words and as a chart. */
export function LuckResult({ view, testId }: { view: LuckView; testId: string }) {
  // The sentences are read in the active language when shown: a switch re-renders them.
  const { t } = useLingui();
  switch (view.status) {
    case 'idle':
      return null;
    case 'working':
      return (
        <p className="field-note" role="status" data-testid={testId}>
          <Trans>Working it out…</Trans>
        </p>
      );
    case 'problem':
      return (
        <p className="field-error" role="alert" data-testid={testId}>
          {view.message ?? t`The answer could not be worked out. Please try again.`}
        </p>
      );
    case 'answer': {
      const { answer } = view;
      return (
        <div className="luck-result" data-testid={testId} data-method={answer.method}>
          <p className="luck-headline" role="status">
            {headlineText(answer)}
          </p>
          <p className="luck-method">{methodText(answer)}</p>
          <p className="luck-detail">{detailText(answer)}</p>
          <LuckChart answer={answer} />
        </div>
      );
    }
  }
}
