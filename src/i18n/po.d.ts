/** A message catalogue, compiled from its `.po` file by @lingui/vite-plugin when it is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The first route's share of the source catalogue (scripts/first-route-messages.ts). */
declare module '*.po?first-route' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
