import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
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
              const chosen = inTeam.includes(c.id);
              const name = c.name;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    className={chosen ? 'tb-pick tb-pick-chosen' : 'tb-pick'}
                    aria-label={t`Add ${name}`}
                    data-testid={`pick-${c.id}`}
                    onClick={() => onAdd(c.id)}
                  >
                    {/* Lazy: most of the list sits below the fold or inside the panel's scroll, and each portrait
                        costs the page a fetch, a decode and a paint while it opens. */}
                    <img src={characterImagePath(c)} alt={c.name} width={64} height={64} loading="lazy" />
                    <span className="tb-pick-name" aria-hidden="true">
                      {c.name}
                    </span>
                    {chosen && (
                      <span className="tb-pick-check" title={t`In the team`} aria-hidden="true">
                        ✓
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
