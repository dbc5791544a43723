import { copiesOf, type OwnedCopies } from '../../storage/owned-store';

/** A target as far as owned copies go: a character and the copies wanted of it. */
export interface CopiesTarget {
  readonly character: string;
  readonly copies: number;
}

export interface OwnedTargets<T extends CopiesTarget> {
  /** The targets still to pull for, in their order, each asking only for the copies not owned yet. */
  readonly remaining: readonly T[];
  /** The targets the owned copies already meet, in their order, as they were asked for. */
  readonly met: readonly T[];
  /** Copies the owned characters took off the targets, in all. */
  readonly copiesLeftOut: number;
}

/**
 * The targets without the copies the player already owns: a target wanting 3 copies of a character owned twice
 * wants 1 more; one wanting no more than are owned is met and leaves the list. Pure: nothing is read or saved.
 */
export function withoutOwnedCopies<T extends CopiesTarget>(targets: readonly T[], owned: OwnedCopies): OwnedTargets<T> {
  const remaining: T[] = [];
  const met: T[] = [];
  let copiesLeftOut = 0;
  for (const target of targets) {
    const have = Math.min(target.copies, copiesOf(owned, target.character));
    copiesLeftOut += have;
    if (have === target.copies) met.push(target);
    else remaining.push(have === 0 ? target : { ...target, copies: target.copies - have });
  }
  return { remaining, met, copiesLeftOut };
}
