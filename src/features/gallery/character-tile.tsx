import { memo, useId, type Dispatch } from 'react';
import { characterImagePath, elementIconPath } from '../../catalogue/art';
import type { Character } from '../../catalogue/characters';
import { isLimited } from '../../catalogue/lookups';
import { RoleChip } from '../../components/role-chip';
import { tagsText } from './gallery-filter';
import type { TooltipEvent } from './tag-tooltip';

interface CharacterTileProps {
  character: Character;
  /** Whether this tile's tags tooltip is the one the gallery shows. */
  showTip: boolean;
  onTip: Dispatch<TooltipEvent>;
}

/** A gallery entry: 72 px portrait with its element badge, name and role chips; tags in a tooltip on hover or focus. */
export const CharacterTile = memo(function CharacterTile({ character, showTip, onTip }: CharacterTileProps) {
  const tooltipId = useId();
  const id = character.id;

  return (
    <li
      className="character-tile"
      tabIndex={0}
      aria-describedby={showTip ? tooltipId : undefined}
      data-testid={`character-${character.id}`}
      onMouseEnter={() => onTip({ type: 'enter', id })}
      onMouseLeave={() => onTip({ type: 'leave', id })}
      onFocus={() => onTip({ type: 'focus', id })}
      onBlur={() => onTip({ type: 'blur', id })}
      onKeyDown={(e) => e.key === 'Escape' && onTip({ type: 'dismiss' })}
    >
      <div className="portrait">
        <img src={characterImagePath(character)} alt="" width={72} height={72} loading="lazy" />
        <img
          className="element-badge"
          src={elementIconPath(character.element)}
          alt={`${character.element} element`}
          width={22}
          height={22}
        />
        {isLimited(character) && <span className="ld-badge">LD</span>}
      </div>
      <span className="character-name">{character.name}</span>
      <span className="role-chips">
        {character.roles.map((role) => (
          <RoleChip key={role} role={role} />
        ))}
      </span>
      {showTip && (
        <span role="tooltip" id={tooltipId} className="tag-tooltip">
          {tagsText(character.tags)}
        </span>
      )}
    </li>
  );
});
