import type { ReactNode } from 'react';

/**
 * A chart's figures as a table for screen readers, under the chart: a caption, its column heads and a row a step.
 * A table cannot be shrunk to nothing itself, so its wrapper is what is visually hidden.
 */
export function ChartTable({
  caption,
  heads,
  rows,
}: {
  caption: ReactNode;
  heads: readonly ReactNode[];
  rows: readonly { readonly key: string | number; readonly cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="visually-hidden">
      <table>
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
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
