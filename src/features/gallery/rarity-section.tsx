import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type Dispatch } from 'react';
import { RARITIES, type Character, type Rarity } from '../../catalogue/characters';
import { CharacterTile } from './character-tile';
import { tileTip, type TooltipEvent, type TooltipState } from './tag-tooltip';

export interface RaritySectionProps {
  rarity: Rarity;
  characters: readonly Character[];
  /** Says when the section is empty; off when the whole gallery says it once. */
  emptyNote: boolean;
  /** Which tile shows the tags tooltip, and which has the focus. */
  tooltip: TooltipState;
  onTip: Dispatch<TooltipEvent>;
  /** In "Mark owned" mode: copies by character id, and the setter. */
  marking?: {
    readonly copiesOf: (id: string) => number;
    readonly onSetCopies: (id: string, copies: number) => void;
    readonly maxCopies: number;
  };
}

export function RaritySection({ rarity, characters, emptyNote, tooltip, onTip, marking }: RaritySectionProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(true);
  const name = rarity.toUpperCase();
  const headingId = useId();
  const listId = useId();

  return (
    <section className="rarity-section" aria-labelledby={headingId} data-testid={`section-${rarity}`}>
      <div className="rarity-header">
        <h2 id={headingId}>
          {name} <span className="count">({i18n.number(characters.length)})</span>
        </h2>
        <button
          type="button"
          className="btn section-toggle"
          aria-label={t`Fermer/Ouvrir la section`}
          title={t`Fermer/Ouvrir la section`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </div>
      <ul id={listId} className="character-grid" hidden={!open}>
        {characters.map((c) => (
          <CharacterTile
            key={c.id}
            character={c}
            tip={tileTip(tooltip, c.id)}
            onTip={onTip}
            copies={marking?.copiesOf(c.id)}
            onSetCopies={marking?.onSetCopies}
            maxCopies={marking?.maxCopies}
          />
        ))}
      </ul>
      {open && emptyNote && characters.length === 0 && (
        <p className="empty-note">
          <Trans>No {name} character matches these filters.</Trans>
        </p>
      )}
    </section>
  );
}

/** Every rarity's section, from the characters the filters show, in the gallery's order. */
export function RaritySections({
  shown,
  ...shared
}: Omit<RaritySectionProps, 'rarity' | 'characters' | 'emptyNote'> & { shown: readonly Character[] }) {
  return RARITIES.map((rarity) => (
    <RaritySection
      key={rarity}
      rarity={rarity}
      characters={shown.filter((c) => c.rarity === rarity)}
      emptyNote={shown.length > 0}
      {...shared}
    />
  ));
}
