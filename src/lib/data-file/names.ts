/**
 * Names of things a merge adds beside the player's own (tier lists, plans): a taken name gets a number, `Mine (2)`,
 * and that number is no part of what makes two of them the same.
 */

/** `name`, or the first of `name (2)`, `name (3)`, … not in `taken`, cut so it stays within `maxLength`. */
export function uniqueName(name: string, taken: ReadonlySet<string>, maxLength: number): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, maxLength - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `id`, or the first `imported-N` not in `taken`. */
export function uniqueId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) {
    const candidate = `imported-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The number `uniqueName` puts after a taken name. */
const ADDED_NUMBER = / \(([2-9]|[1-9]\d+)\)$/;

/**
 * A name without the numbers `uniqueName` adds, cut to what it always keeps: with at most `maxCount` things of a
 * kind, it never adds a number above `maxCount + 1`.
 */
export function baseName(name: string, maxLength: number, maxCount: number): string {
  let base = name;
  let match = ADDED_NUMBER.exec(base);
  while (match) {
    base = base.slice(0, match.index);
    match = ADDED_NUMBER.exec(base);
  }
  return base.slice(0, maxLength - ` (${maxCount + 1})`.length).trimEnd();
}
