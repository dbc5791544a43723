import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { elementIconPath } from '../../catalogue/art';
import { ELEMENTS } from '../../catalogue/characters';
import { ALL_TAGS } from '../../catalogue/lookups';
import { FILTER_RARITIES, FILTER_ROLES, toggleIn, type TeamFilters } from './team-filter';

interface FiltersPanelProps {
  filters: TeamFilters;
  onChange: (filters: TeamFilters) => void;
}

/** 'Filtres': one element at a time (click again to clear), then multi-select rarities, roles and tags. */
export function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  const { t } = useLingui();
  const heading = useId();
  const rarityHeading = useId();
  const roleHeading = useId();
  const tagHeading = useId();

  return (
    <section className="tb-section" aria-labelledby={heading}>
      <h2 id={heading}>
        <Trans>Filtres</Trans>
      </h2>
      <div className="tb-button-row">
        <button
          type="button"
          className="btn tb-toggle"
          aria-pressed={filters.ownedOnly}
          onClick={() => onChange({ ...filters, ownedOnly: !filters.ownedOnly })}
        >
          <Trans>Owned only</Trans>
        </button>
      </div>
      <div className="tb-button-row" role="group" aria-label={t`Élément`}>
        {ELEMENTS.map((e) => (
          <button
            key={e}
            type="button"
            className="btn tb-icon-btn"
            aria-pressed={filters.element === e}
            title={e}
            onClick={() => onChange({ ...filters, element: filters.element === e ? null : e })}
          >
            <img src={elementIconPath(e)} alt={e} width={28} height={28} />
          </button>
        ))}
      </div>

      <h3 id={rarityHeading}>
        <Trans>Rareté</Trans>
      </h3>
      <div className="tb-button-row" role="group" aria-labelledby={rarityHeading}>
        {FILTER_RARITIES.map((r) => (
          <button
            key={r}
            type="button"
            className="btn tb-toggle"
            aria-pressed={filters.rarities.has(r)}
            onClick={() => onChange({ ...filters, rarities: toggleIn(filters.rarities, r) })}
          >
            {r}
          </button>
        ))}
      </div>

      <h3 id={roleHeading}>
        <Trans>Rôles</Trans>
      </h3>
      <div className="tb-button-row" role="group" aria-labelledby={roleHeading}>
        {FILTER_ROLES.map((role) => (
          <button
            key={role}
            type="button"
            className="btn tb-toggle"
            aria-pressed={filters.roles.has(role)}
            onClick={() => onChange({ ...filters, roles: toggleIn(filters.roles, role) })}
          >
            {role}
          </button>
        ))}
      </div>

      <h3 id={tagHeading}>
        <Trans>Tags</Trans>
      </h3>
      <div className="tb-button-row tb-tag-toggles" role="group" aria-labelledby={tagHeading}>
        {ALL_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="btn tb-toggle"
            aria-pressed={filters.tags.has(tag)}
            onClick={() => onChange({ ...filters, tags: toggleIn(filters.tags, tag) })}
          >
            {tag}
          </button>
        ))}
      </div>
    </section>
  );
}
