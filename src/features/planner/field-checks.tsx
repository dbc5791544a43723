import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Which fields of the plan view hold text that is not a valid value. While any does, the plan is not sent to the
 * planner: an answer for values the page does not show would mislead. Each field reports itself, and a field that
 * goes away (a removed event, another plan shown) takes its report with it.
 */

type Report = (field: string, invalid: boolean) => void;

const FieldChecks = createContext<Report>(() => undefined);

/** The number of invalid fields, and the report function to hand the fields through `FieldChecksProvider`. */
export function useFieldChecks() {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((field, bad) => {
    setInvalid((current) => {
      if (current.has(field) === bad) return current;
      const next = new Set(current);
      if (bad) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  return { invalidCount: invalid.size, report };
}

export function FieldChecksProvider({ report, children }: { report: Report; children: ReactNode }) {
  return <FieldChecks.Provider value={report}>{children}</FieldChecks.Provider>;
}

/** Reports field `id` as invalid while `invalid` holds, and as gone when it unmounts. */
export function useFieldCheck(id: string, invalid: boolean): void {
  const report = useContext(FieldChecks);
  useEffect(() => {
    report(id, invalid);
  }, [report, id, invalid]);
  useEffect(() => () => report(id, false), [report, id]);
}
