import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { elementIconPath } from '../../catalogue/art';
import { ELEMENTS, RARITIES, ROLES } from '../../catalogue/characters';
import { CHARACTERS_BY_RARITY } from '../../catalogue/lookups';
import { useDocumentTitle } from '../../components/use-document-title';
import { matchesGalleryFilter, parseElementFilter, parseRoleFilter } from './gallery-filter';
import { RaritySections } from './rarity-section';
import { NO_TOOLTIP, tooltipReducer } from './tag-tooltip';
import './gallery.css';

const OwnedMarking = lazy(() => import('./owned-marking').then((m) => ({ default: m.OwnedMarking })));

/** The character gallery. Filters live in the URL (?element=…&role=…) so a filtered view can be shared. */
export function GalleryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Characters`);
  const [params, setParams] = useSearchParams();
  const element = parseElementFilter(params.get('element'));
  const role = parseRoleFilter(params.get('role'));
  const [tooltip, onTip] = useReducer(tooltipReducer, NO_TOOLTIP);
  // Off by default: the gallery is the specified one until the player asks to mark what they own.
  const [marking, setMarking] = useState(false);
  const shown = RARITIES.flatMap((rarity) =>
    CHARACTERS_BY_RARITY[rarity].filter((c) => matchesGalleryFilter(c, element, role)),
  );

  function setFilter(key: 'element' | 'role', value: string) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  const sections = <RaritySections shown={shown} tooltip={tooltip} onTip={onTip} />;

  return (
    <div className="gallery" data-testid="screen-gallery">
      <h1>
        <Trans>Characters</Trans>
      </h1>
      <div className="gallery-filters">
        <div className="filter-row" role="group" aria-labelledby="filter-element-label">
          <span id="filter-element-label" className="filter-label">
            <Trans>Filtrer par élément :</Trans>
          </span>
          <button
            type="button"
            className="btn"
            aria-pressed={element === 'all'}
            onClick={() => setFilter('element', 'all')}
          >
            <Trans>Tous</Trans>
          </button>
          {ELEMENTS.map((e) => (
            <button
              key={e}
              type="button"
              className="btn icon-btn"
              aria-pressed={element === e}
              title={e}
              onClick={() => setFilter('element', e)}
            >
              <img src={elementIconPath(e)} alt={e} width={28} height={28} />
            </button>
          ))}
        </div>
        <div className="filter-row" role="group" aria-labelledby="filter-role-label">
          <span id="filter-role-label" className="filter-label">
            <Trans>Filtrer par rôle :</Trans>
          </span>
          <button type="button" className="btn" aria-pressed={role === 'all'} onClick={() => setFilter('role', 'all')}>
            <Trans>Tous</Trans>
          </button>
          {ROLES.map((r) => (
            <button
              key={r}
              type="button"
              className="btn"
              aria-pressed={role === r}
              onClick={() => setFilter('role', r)}
            >
              {r}
            </button>
          ))}
        </div>
        <div className="filter-row">
          <button type="button" className="btn" aria-pressed={marking} onClick={() => setMarking((m) => !m)}>
            <Trans>Mark owned</Trans>
          </button>
        </div>
      </div>
      {shown.length === 0 && (
        <p className="gallery-empty" role="status">
          <Trans>No character matches these filters. Choose Tous in either filter to see more.</Trans>
        </p>
      )}
      {marking ? (
        // While the mode's code loads, the gallery stays as it was.
        <Suspense fallback={sections}>
          <OwnedMarking shown={shown} tooltip={tooltip} onTip={onTip} />
        </Suspense>
      ) : (
        sections
      )}
    </div>
  );
}
