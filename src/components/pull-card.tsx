import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useContext, useSyncExternalStore, type CSSProperties } from 'react';
import { characterImagePath } from '../catalogue/art';
import { CHARACTERS } from '../catalogue/characters';
import { PITY_HARD, PITY_NONE, PITY_SOFT, PITY_TYPE_LABELS, type PityTypeCode } from '../engine/types';
import { GLOWING_RARITIES, PullRevealContext, type PullRevealSource } from './pull-reveal';
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

/** What a card says of its pity type; the card's data keeps the stored label. */
const PITY_WORDS: Record<typeof PITY_SOFT | typeof PITY_HARD, MessageDescriptor> = {
  [PITY_SOFT]: msg`soft pity`,
  [PITY_HARD]: msg`hard pity`,
};

/**
 * A pulled card. Border: red for hard pity, orange for soft pity, grey otherwise.
 * Background: yellow ssr, pink ml, violet sr, blue r.
 */
export const PullCard = memo(function PullCard(props: PullCardProps) {
  const reveal = useContext(PullRevealContext);
  // Only a revealing screen pays for following the reveal.
  return reveal ? <RevealableCard reveal={reveal} {...props} /> : <CardFace {...props} order={-1} />;
});

function RevealableCard({ reveal, ...props }: PullCardProps & { reveal: PullRevealSource }) {
  const pullNumber = props.pull.pullNumber;
  const order = useSyncExternalStore(reveal.subscribe, () => reveal.orderOf(pullNumber));
  return <CardFace {...props} order={order} />;
}

function CardFace({ pull, numberStyle = 'pull', rainbow = false, order }: PullCardProps & { order: number }) {
  // Every card follows the language: a switch redraws the cards in view, and no more (the grid draws only those).
  const { t, i18n } = useLingui();
  const character = CHARACTERS[pull.characterIndex];
  if (!character) {
    return (
      <div className="pull-card pull-card-unknown">
        <Trans>Unknown character</Trans>
      </div>
    );
  }
  const pityLabel = PITY_TYPE_LABELS[pull.pityType];
  const number = pull.pullNumber;
  const revealing = order >= 0;
  let className = `pull-card rarity-${character.rarity} ${PITY_CLASS[pull.pityType]}${rainbow ? ' rainbow' : ''}`;
  if (revealing) className += GLOWING_RARITIES.has(character.rarity) ? ' revealing reveal-glow' : ' revealing';
  return (
    <div
      className={className}
      data-testid="pull-card"
      data-rarity={character.rarity}
      data-pity={pityLabel}
      data-reveal-order={revealing ? order : undefined}
      style={revealing ? ({ '--reveal-order': order } as CSSProperties) : undefined}
    >
      <img src={characterImagePath(character)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <span className="pull-card-name">{character.name}</span>
      {pull.pityType !== PITY_NONE && <span className="pull-card-pity">{i18n._(PITY_WORDS[pull.pityType])}</span>}
      <span className="pull-card-number">{numberStyle === 'pull' ? t`Pull #${number}` : `#${number}`}</span>
      {rainbow && (
        <span className="visually-hidden">
          <Trans>(selected, obtained)</Trans>
        </span>
      )}
    </div>
  );
}
