import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useState } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import type { Character } from '../../catalogue/characters';
import { CharacterPick, NoPickMatch, pickLabel } from '../../components/character-pick';
import { useItemsInSteps } from '../../components/items-in-steps';
import type { BannerId } from '../../engine/types';
import { obtainableOn, PICKABLE, pickableFor, searchCharacters } from '../../lib/pickable';

/** The panel's scrolling grid shows a dozen buttons on a phone; the rest follow, a dozen or so a frame. */
const PICK_STEPS = { first: 12, step: 16 } as const;

interface CharacterPickerProps {
  id: string;
  banner: BannerId;
  /** On Limited, the roster index of the run's character; the specified banner's when undefined. */
  featured: number | undefined;
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onClear: () => void;
}

/**
 * The 'Select characters' panel: a name search and a two-column grid of toggle buttons, one per character a banner
 * can give. Characters the chosen banner cannot give are shown but disabled. Memoised: progress reports re-render
 * the page several times a second while the odds are computed.
 */
export const CharacterPicker = memo(function CharacterPicker({
  id,
  banner,
  featured,
  selected,
  onToggle,
  onClear,
}: CharacterPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const headingId = useId();
  const bannerName = BANNER_LABELS[banner];
  const selectedCount = selected.size;
  const shown = searchCharacters(banner === 'limited' ? pickableFor(featured) : PICKABLE, query);
  const rendered = useItemsInSteps(shown.length, PICK_STEPS);

  return (
    <section id={id} className="hmt-panel" aria-labelledby={headingId} data-testid="character-panel">
      <h2 id={headingId}>
        <Trans>Select characters</Trans>
      </h2>
      <input
        type="search"
        className="hmt-search"
        placeholder={t`Search...`}
        aria-label={t`Search characters by name`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="hmt-selection-count" aria-live="polite">
        <Plural value={selectedCount} one="# selected" other="# selected" />
        {selected.size > 0 && (
          <button type="button" className="btn hmt-clear" onClick={onClear}>
            <Trans>Clear</Trans>
          </button>
        )}
      </p>
      <ul className="hmt-picker" aria-label={t`Characters`} aria-busy={rendered < shown.length || undefined}>
        {shown.slice(0, rendered).map(({ character, index }) => (
          <PickItem
            key={character.id}
            character={character}
            index={index}
            available={obtainableOn(banner, index, featured)}
            pressed={selected.has(index)}
            bannerName={bannerName}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {shown.length === 0 && (
        <NoPickMatch className="hmt-note">
          <Trans>No character matches “{query}”.</Trans>
        </NoPickMatch>
      )}
    </section>
  );
});

interface PickItemProps {
  character: Character;
  index: number;
  available: boolean;
  pressed: boolean;
  bannerName: string;
  onToggle: (index: number) => void;
}

/**
 * One character's toggle in the list. Memoised, so a step of the list (it renders in steps) or a toggle renders only
 * the items that changed; it reads the language itself, so a switch re-words it.
 */
const PickItem = memo(function PickItem({ character, index, available, pressed, bannerName, onToggle }: PickItemProps) {
  const { t } = useLingui();
  return (
    <li>
      <CharacterPick
        character={character}
        block="hmt-pick"
        imageSize={40}
        nameClassName="hmt-pick-name"
        aria-pressed={pressed}
        disabled={!available}
        title={available ? undefined : t`Not on the ${bannerName} banner`}
        aria-label={pickLabel(character)}
        data-testid={`pick-${character.id}`}
        onClick={() => onToggle(index)}
      />
    </li>
  );
});
