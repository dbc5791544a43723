/** Team builder content types and their mobs, in display order. */
export const TEAM_CONTENTS = {
  Stuff: ['Terrormaton', 'Dokidoki', 'Aurora'],
  PVP: ['AFK', 'RTA'],
  Shell: ['Febian', 'Whitney'],
} as const satisfies Record<string, readonly string[]>;

export type ContentType = keyof typeof TEAM_CONTENTS;
export const CONTENT_TYPES = Object.keys(TEAM_CONTENTS) as ContentType[];

/** Stuff teams hold five characters, every other content type four. */
export function teamLimit(contentType: ContentType): number {
  return contentType === 'Stuff' ? 5 : 4;
}
