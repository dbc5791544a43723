import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CharacterPick, NoPickMatch, pickLabel } from '../../components/character-pick';
import { useItemsInSteps } from '../../components/items-in-steps';
import { MAX_TARGETS } from '../../engine/plan/types';
import { searchCharacters, type PickableCharacter } from '../../lib/pickable';

/** The list's first screenful of buttons, then the rest a dozen or so a frame. */
const PICK_STEPS = { first: 12, step: 16 } as const;

interface TargetPickerProps {
  /** Ids already targeted: a character is in one target at most, so they are not offered. */
  readonly taken: ReadonlySet<string>;
  readonly onAdd: (pick: PickableCharacter) => void;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  /** Every character a plan can ask for: some banner, or one of the player's runs, gives them. */
  readonly offered: readonly PickableCharacter[];
}

/** Moves focus between the picker's buttons with the arrow keys, and from the search box into the list. */
function arrows(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...(list?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
  if (buttons.length === 0) return;
  event.preventDefault();
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  buttons[at < 0 ? 0 : Math.min(buttons.length - 1, Math.max(0, at + step))]!.focus();
}

/**
 * The searchable list of characters to add: a name filter (Enter adds the only or first match), then one button per
 * character a banner can give that is not a target yet. The arrow keys move through the list.
 */
export function TargetPicker({ taken, onAdd, searchRef, offered }: TargetPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const listId = useId();
  const shown = searchCharacters(offered, query).filter((p) => !taken.has(p.character.id));
  const full = taken.size >= MAX_TARGETS;
  const rendered = useItemsInSteps(shown.length, PICK_STEPS);
  const list = useRef<HTMLUListElement>(null);
  // The place in the list a button was pressed at: the added character leaves the list, and focus stays there once
  // the list has rendered without them.
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    const at = refocus.current;
    if (at === null) return;
    refocus.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    (buttons[Math.min(at, buttons.length - 1)] ?? searchRef.current)?.focus();
  });

  // One function while `onAdd` is the same, so the list's memoised buttons render again only when theirs change.
  const add = useCallback(
    (pick: PickableCharacter, from: HTMLButtonElement | null) => {
      const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      if (from) refocus.current = buttons.indexOf(from);
      onAdd(pick);
    },
    [onAdd],
  );

  return (
    <div className="plan-picker">
      <label htmlFor={searchId}>
        <Trans>Add a character</Trans>
      </label>
      <input
        id={searchId}
        ref={searchRef}
        type="search"
        placeholder={t`Search...`}
        autoComplete="off"
        aria-controls={listId}
        aria-describedby={`${searchId}-hint`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && shown[0] && !full) {
            e.preventDefault();
            add(shown[0], null);
          } else arrows(e, list.current);
        }}
      />
      <p id={`${searchId}-hint`} className="plan-note">
        {full
          ? t`${plural(MAX_TARGETS, { one: 'A plan holds # target at most: remove one to add another.', other: 'A plan holds # targets at most: remove one to add another.' })}`
          : t`Type a name, then Enter adds the first match; or pick from the list (arrow keys move in it).`}
      </p>
      <ul
        id={listId}
        ref={list}
        className="plan-picker-list"
        aria-label={t`Characters to add`}
        aria-busy={rendered < shown.length || undefined}
        onKeyDown={(e) => arrows(e, e.currentTarget)}
      >
        {shown.slice(0, rendered).map((pick) => (
          <AddButton key={pick.character.id} pick={pick} disabled={full} onAdd={add} />
        ))}
      </ul>
      {shown.length === 0 && (
        <NoPickMatch className="plan-note">
          <Trans>No character to add matches “{query}”.</Trans>
        </NoPickMatch>
      )}
    </div>
  );
}

interface AddButtonProps {
  readonly pick: PickableCharacter;
  readonly disabled: boolean;
  readonly onAdd: (pick: PickableCharacter, from: HTMLButtonElement) => void;
}

/**
 * One character's button in the list. Memoised, so a step of the list (it renders in steps) renders only the new
 * buttons; it reads the language itself, so a switch re-words it.
 */
const AddButton = memo(function AddButton({ pick, disabled, onAdd }: AddButtonProps) {
  const { t } = useLingui();
  const { character } = pick;
  const label = pickLabel(character);
  return (
    <li>
      <CharacterPick
        character={character}
        block="plan-pick"
        imageSize={32}
        disabled={disabled}
        data-testid={`add-${character.id}`}
        aria-label={t`Add ${label}`}
        onClick={(e) => onAdd(pick, e.currentTarget)}
      />
    </li>
  );
});
