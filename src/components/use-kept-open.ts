import { useCallback, useState } from 'react';

/** Open or closed, by name, for the rest of the visit. */
const kept = new Map<string, boolean>();

/**
 * A disclosure's open state that outlives its component when it has a `name`: the screen is mounted afresh after an
 * import (so it shows the imported data), and a panel the player opened should still be open then. Closed at first
 * on every visit, as the panels beyond the specification must be. Without a name, it lasts as long as the component.
 */
export function useKeptOpen(name?: string): readonly [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => (name !== undefined && kept.get(name)) || false);
  const setOpen = useCallback(
    (value: boolean) => {
      if (name !== undefined) kept.set(name, value);
      setOpenState(value);
    },
    [name],
  );
  return [open, setOpen] as const;
}

/** Every panel closed again, as on a new visit (for tests, which render many visits on one page). */
export function forgetKeptOpen(): void {
  kept.clear();
}
