import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useId, useRef, type Dispatch } from 'react';
import { characterImagePath, elementIconPath } from '../../catalogue/art';
import type { Character } from '../../catalogue/characters';
import { isLimited } from '../../catalogue/lookups';
import { RoleChip } from '../../components/role-chip';
import { tagsText } from './gallery-filter';
import { CopiesControl } from './copies-control';
import type { TileTip, TooltipEvent } from './tag-tooltip';

interface CharacterTileProps {
  character: Character;
  /** Whether this tile shows the gallery's one tags tooltip, or only describes itself with its tags (focused). */
  tip: TileTip;
  onTip: Dispatch<TooltipEvent>;
  /** In "Mark owned" mode, this character's copies and how to change them; absent otherwise. */
  copies?: number;
  onSetCopies?: (id: string, copies: number) => void;
  maxCopies?: number;
}

/** A gallery entry: 72 px portrait with its element badge, name and role chips; tags in a tooltip on hover or focus. */
export const CharacterTile = memo(function CharacterTile({
  character,
  tip,
  onTip,
  copies,
  onSetCopies,
  maxCopies = 0,
}: CharacterTileProps) {
  const { t } = useLingui();
  const tooltipId = useId();
  const id = character.id;
  const element = character.element;
  // A press (mouse, pen or touch) focuses the tile too; that focus is the pointer's, not the keyboard's.
  const pressed = useRef(false);
  useEffect(() => () => onTip({ type: 'gone', id }), [id, onTip]);

  return (
    <li
      className={copies === undefined ? 'character-tile' : `character-tile marking${copies > 0 ? ' owned' : ''}`}
      tabIndex={0}
      aria-describedby={tip === 'none' ? undefined : tooltipId}
      data-testid={`character-${character.id}`}
      onMouseEnter={() => onTip({ type: 'enter', id })}
      onMouseLeave={() => onTip({ type: 'leave', id })}
      onPointerDown={() => (pressed.current = true)}
      onMouseDown={() => (pressed.current = true)}
      onFocus={() => {
        onTip({ type: 'focus', id, visible: !pressed.current });
        pressed.current = false;
      }}
      onBlur={() => onTip({ type: 'blur', id })}
      onKeyDown={(e) => e.key === 'Escape' && onTip({ type: 'dismiss' })}
    >
      <div className="portrait">
        <img src={characterImagePath(character)} alt="" width={72} height={72} loading="lazy" />
        <img
          className="element-badge"
          src={elementIconPath(character.element)}
          alt={t`${element} element`}
          width={22}
          height={22}
        />
        {isLimited(character) && (
          <span className="ld-badge">
            <Trans comment="The game's badge of a limited character">LD</Trans>
          </span>
        )}
      </div>
      <span className="character-name">{character.name}</span>
      <span className="role-chips">
        {character.roles.map((role) => (
          <RoleChip key={role} role={role} />
        ))}
      </span>
      {copies !== undefined && onSetCopies && (
        <CopiesControl name={character.name} copies={copies} max={maxCopies} onChange={(n) => onSetCopies(id, n)} />
      )}
      {tip === 'shown' && (
        <span role="tooltip" id={tooltipId} className="tag-tooltip">
          {tagsText(character.tags)}
        </span>
      )}
      {tip === 'described' && (
        <span id={tooltipId} hidden>
          {tagsText(character.tags)}
        </span>
      )}
    </li>
  );
});
