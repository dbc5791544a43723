import { t } from '@lingui/core/macro';

/**
 * The wording module's words for a full storage (src/storage/error-wording.ts re-exports them), kept apart because the
 * shell's storage-full alert shows them on the first screen: they, and not the rest of the failures' words, are in
 * the first bundle.
 */

/** A full storage refused these pulls. */
export function pullsNotSaved(): string {
  return t`Your browser's storage is full, so these pulls were not saved. Everything saved before is intact. Free some space (or export your data and clear old pulls), then try again.`;
}

/** A full storage refused a change. */
export function changesNotSaved(): string {
  return t`Your browser's storage is full, so your latest changes were not saved. Everything saved before is intact. Free some space (or export your data and clear old pulls), then try again.`;
}

/** A full storage refused an import. */
export function importNotSaved(): string {
  return t`Your browser's storage is full, so the imported data was not saved. Everything saved before is intact. Free some space (or export your data and clear old pulls), then try again.`;
}
