import { Plural } from '@lingui/react/macro';

/** How a Monte Carlo answer was reached: its number of trials. */
export function MonteCarloNote({ trials }: { trials: number }) {
  return (
    <Plural
      value={trials}
      one="Monte Carlo, # trial: each chance with its 95% interval."
      other="Monte Carlo, # trials: each chance with its 95% interval."
    />
  );
}
