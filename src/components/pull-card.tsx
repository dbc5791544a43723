import { memo } from 'react';
import { characterImagePath } from '../catalogue/art';
import { CHARACTERS } from '../catalogue/characters';
import { PITY_NONE, PITY_TYPE_LABELS, type PityTypeCode } from '../engine/types';
import './pull-card.css';

/** One pull as the cards show it: the character (roster index), its pity type and its ordinal. */
export interface PullView {
  readonly characterIndex: number;
  readonly pityType: PityTypeCode;
  readonly pullNumber: number;
}

export type PullNumberStyle = 'pull' | 'hash';

interface PullCardProps {
  pull: PullView;
  /** 'pull' reads "Pull #n" (Summon, How Much To); 'hash' reads "#n" (My Summons). */
  numberStyle?: PullNumberStyle;
  /** A rainbow overlay marks a selected character that was obtained (How Much To). */
  rainbow?: boolean;
}

const PITY_CLASS = ['pity-none', 'pity-soft', 'pity-hard'] as const;

/**
 * A pulled card. Border: red for hard pity, orange for soft pity, grey otherwise.
 * Background: yellow ssr, pink ml, violet sr, blue r.
 */
export const PullCard = memo(function PullCard({ pull, numberStyle = 'pull', rainbow = false }: PullCardProps) {
  const character = CHARACTERS[pull.characterIndex];
  if (!character) return <div className="pull-card pull-card-unknown">Unknown character</div>;
  const pityLabel = PITY_TYPE_LABELS[pull.pityType];
  return (
    <div
      className={`pull-card rarity-${character.rarity} ${PITY_CLASS[pull.pityType]}${rainbow ? ' rainbow' : ''}`}
      data-testid="pull-card"
      data-rarity={character.rarity}
      data-pity={pityLabel}
    >
      <img src={characterImagePath(character)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <span className="pull-card-name">{character.name}</span>
      {pull.pityType !== PITY_NONE && <span className="pull-card-pity">{pityLabel}</span>}
      <span className="pull-card-number">
        {numberStyle === 'pull' ? `Pull #${pull.pullNumber}` : `#${pull.pullNumber}`}
      </span>
      {rainbow && <span className="visually-hidden">(selected, obtained)</span>}
    </div>
  );
});
