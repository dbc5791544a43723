/** A message catalogue, compiled from its `.po` file by @lingui/vite-plugin when it is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The `first` part of a catalogue (src/i18n/message-parts.ts; compiled by scripts/catalogue-parts.ts). */
declare module '*.po?part=first' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** For each language and part of its catalogue, the function that imports it (scripts/catalogue-parts.ts). */
declare module 'virtual:catalogue-parts' {
  import type { Messages } from '@lingui/core';
  export const PART_LOADERS: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ readonly messages: Messages }>>>>
  >;
}
