import { Plural } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface Row {
  readonly key: string | number;
  /** The row's head: what its figures are of. */
  readonly label: ReactNode;
  readonly cells: readonly ReactNode[];
}

/** A table of an answer's figures: a caption, a head a column, and a row a target or run headed by its label. */
export function FigureTable({
  testId,
  caption,
  heads,
  rows,
}: {
  testId: string;
  caption: ReactNode;
  heads: readonly ReactNode[];
  rows: readonly Row[];
}) {
  return (
    <table className="plan-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {heads.map((head, i) => (
            <th key={i} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
