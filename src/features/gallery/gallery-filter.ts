import { msg } from '@lingui/core/macro';
import { ELEMENTS, ROLES, type Character, type Element, type Role } from '../../catalogue/characters';
import { i18n } from '../../i18n/i18n';

export type ElementFilter = Element | 'all';
export type RoleFilter = Role | 'all';

export function parseElementFilter(value: string | null): ElementFilter {
  return (ELEMENTS as readonly string[]).includes(value ?? '') ? (value as Element) : 'all';
}

export function parseRoleFilter(value: string | null): RoleFilter {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'all';
}

/** A character shows when it has the chosen element (if any) and the chosen role among its roles (if any). */
export function matchesGalleryFilter(c: Character, element: ElementFilter, role: RoleFilter): boolean {
  return (element === 'all' || c.element === element) && (role === 'all' || c.roles.includes(role));
}

/** The tags tooltip's text, in the active language. */
export function tagsText(tags: readonly string[]): string {
  return tags.length > 0 ? tags.join(', ') : i18n._(msg`Aucun tag`);
}
