import type { ReactNode } from 'react';

interface Row {
  readonly key: string | number;
  /** The row's head, when it has one: what its figures are of. */
  readonly head?: ReactNode;
  readonly cells: readonly ReactNode[];
}

/** A table of figures: a caption, a head a column, and a row a step, target or run. */
export function FigureTable({
  className,
  testId,
  caption,
  heads,
  rows,
}: {
  className?: string;
  testId?: string;
  caption: ReactNode;
  heads: readonly ReactNode[];
  rows: readonly Row[];
}) {
  return (
    <table className={className} data-testid={testId}>
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
            {row.head !== undefined && <th scope="row">{row.head}</th>}
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A chart's figures as a table for screen readers, under the chart. A table cannot be shrunk to nothing itself, so
 * its wrapper is what is visually hidden.
 */
export function ChartTable(props: Parameters<typeof FigureTable>[0]) {
  return (
    <div className="visually-hidden">
      <FigureTable {...props} />
    </div>
  );
}
