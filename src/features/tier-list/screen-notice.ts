/**
 * A line the tier-list screen shows in its status or alert area. Its words are made each time they are read, in the
 * language active then, so a notice on screen follows a change of language; to its readers it is plain text.
 */
export interface ScreenNotice {
  readonly kind: 'status' | 'error';
  readonly text: string;
}

export function screenNotice(kind: ScreenNotice['kind'], words: () => string): ScreenNotice {
  return {
    kind,
    get text() {
      return words();
    },
  };
}
