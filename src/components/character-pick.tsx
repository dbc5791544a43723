import { t } from '@lingui/core/macro';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { characterImagePath } from '../catalogue/art';
import type { Character } from '../catalogue/characters';
import { isLimited } from '../catalogue/lookups';

/**
 * The character pickers of How Much To and the planner share these: the button a character is picked with, and what
 * a search that matches no one says. Their looks share one rule set in odds-screens.css. Their words are read from the
 * site's one Lingui instance as they render, without a provider of their own: the pickers that show them re-render
 * on a change of language, and these with them.
 */

/**
 * How a pick button names its character: "Freya, SSR", with ", LD" for a limited one (LD is the game's badge of a
 * limited character), in the language active when it is called.
 */
export function pickLabel(character: Character): string {
  const name = character.name;
  const rarity = character.rarity.toUpperCase();
  return isLimited(character) ? t(i18n)`${name}, ${rarity}, LD` : t(i18n)`${name}, ${rarity}`;
}

interface CharacterPickProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> {
  readonly character: Character;
  /** The button's class (its rarity's class is added); `${block}-rarity` is the class of its rarity line. */
  readonly block: string;
  readonly imageSize: number;
  readonly nameClassName?: string;
}

/** A character's button in a picker: portrait, name, then rarity (with "· LD" for a limited one). */
export function CharacterPick({ character, block, imageSize, nameClassName, ...button }: CharacterPickProps) {
  const rarity = character.rarity.toUpperCase();
  return (
    <button type="button" className={`${block} rarity-${character.rarity}`} {...button}>
      <img src={characterImagePath(character)} alt="" width={imageSize} height={imageSize} loading="lazy" />
      <span className={nameClassName}>{character.name}</span>
      {/* Words apart in the text too, so the words shown match the button's name ("Freya SSR", not "FreyaSSR"). */}{' '}
      <span className={`${block}-rarity`}>{isLimited(character) ? t(i18n)`${rarity} · LD` : rarity}</span>
    </button>
  );
}

/** What a picker says when its search matches no one: the screen's own first line, then how to find someone. */
export function NoPickMatch({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  return (
    <>
      <p className={className}>{children}</p>
      <p className={className}>{t(i18n)`Check the spelling, or empty the search to see every character.`}</p>
    </>
  );
}
