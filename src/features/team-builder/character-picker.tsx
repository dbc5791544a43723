import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { useItemsInSteps } from '../../components/items-in-steps';
import type { Character } from '../../catalogue/characters';
import { formatCount } from '../../storage/format';

/** Four rows of three on a phone at first, then four more rows a frame. */
const PICK_STEPS = { first: 12, step: 12 } as const;

interface CharacterPickerProps {
  characters: readonly Character[];
  inTeam: readonly string[];
  onAdd: (id: string) => void;
}

/** 'Personnages': the characters passing the filters, three a row; a click adds one to the current team. */
export function CharacterPicker({ characters, inTeam, onAdd }: CharacterPickerProps) {
  const { t } = useLingui();
  const heading = useId();
  const count = formatCount(characters.length);
  const inTeamTitle = t`In the team`;
  const rendered = useItemsInSteps(characters.length, PICK_STEPS);
  return (
    <section className="tb-section" aria-labelledby={heading}>
      <h2 id={heading}>
        <Trans>
          Personnages <span className="tb-count">({count})</span>
        </Trans>
      </h2>
      <div className="tb-picker" data-testid="picker">
        {characters.length === 0 ? (
          <>
            <p className="tb-muted">
              <Trans>No character matches these filters.</Trans>
            </p>
            <p className="tb-muted">
              <Trans>Turn on more rarities or turn off a role, tag or element in Filtres.</Trans>
            </p>
          </>
        ) : (
          <ul className="tb-picker-grid" aria-busy={rendered < characters.length || undefined}>
            {characters.slice(0, rendered).map((c) => {
              const name = c.name;
              return (
                <PickButton
                  key={c.id}
                  character={c}
                  label={t`Add ${name}`}
                  chosen={inTeam.includes(c.id)}
                  chosenTitle={inTeamTitle}
                  onAdd={onAdd}
                />
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

interface PickButtonProps {
  character: Character;
  /** The button's name, 'Add Freya', in the language shown. */
  label: string;
  chosen: boolean;
  /** The check mark's title, in the language shown. */
  chosenTitle: string;
  onAdd: (id: string) => void;
}

/**
 * One character's button in the picker. Memoised, so a step of the list (it renders in steps) renders only the new
 * buttons; its words come worded, so a switch of language renders it again.
 */
const PickButton = memo(function PickButton({ character, label, chosen, chosenTitle, onAdd }: PickButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={chosen ? 'tb-pick tb-pick-chosen' : 'tb-pick'}
        aria-label={label}
        data-testid={`pick-${character.id}`}
        onClick={() => onAdd(character.id)}
      >
        {/* Lazy: most of the list sits below the fold or inside the panel's scroll, and each portrait
            costs the page a fetch, a decode and a paint while it opens. */}
        <img src={characterImagePath(character)} alt={character.name} width={64} height={64} loading="lazy" />
        <span className="tb-pick-name" aria-hidden="true">
          {character.name}
        </span>
        {chosen && (
          <span className="tb-pick-check" title={chosenTitle} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
    </li>
  );
});
