import type { Role } from '../catalogue/characters';
import './role-chip.css';

/** A role as a coloured chip: support light blue, dps red, debuff purple, sustain green. */
export function RoleChip({ role }: { role: Role }) {
  return <span className={`role-chip role-${role}`}>{role}</span>;
}
