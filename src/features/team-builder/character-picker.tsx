import { useId } from 'react';
import { characterImagePath } from '../../catalogue/art';
import type { Character } from '../../catalogue/characters';

interface CharacterPickerProps {
  characters: readonly Character[];
  inTeam: readonly string[];
  onAdd: (id: string) => void;
}

/** 'Personnages': the characters passing the filters, three a row; a click adds one to the current team. */
export function CharacterPicker({ characters, inTeam, onAdd }: CharacterPickerProps) {
  const heading = useId();
  return (
    <section className="tb-section" aria-labelledby={heading}>
      <h2 id={heading}>
        Personnages <span className="tb-count">({characters.length})</span>
      </h2>
      <div className="tb-picker" data-testid="picker">
        {characters.length === 0 ? (
          <>
            <p className="tb-muted">No character matches these filters.</p>
            <p className="tb-muted">Turn on more rarities or turn off a role, tag or element in Filtres.</p>
          </>
        ) : (
          <ul className="tb-picker-grid">
            {characters.map((c) => {
              const chosen = inTeam.includes(c.id);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    className={chosen ? 'tb-pick tb-pick-chosen' : 'tb-pick'}
                    aria-label={`Add ${c.name}`}
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
                      <span className="tb-pick-check" title="In the team" aria-hidden="true">
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
