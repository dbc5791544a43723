import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { mobImagePath } from '../../catalogue/art';
import { CONTENT_TYPES, TEAM_CONTENTS, type ContentType } from '../../catalogue/team-contents';
import { contentTypeOf, mobOf, teamKey, type TeamKey } from '../../storage/team-store';

interface ContentPickerProps {
  selected: TeamKey;
  onSelect: (key: TeamKey) => void;
}

/** 'Type de contenu' and 'Mob': choosing a content type selects its first mob. */
export function ContentPicker({ selected, onSelect }: ContentPickerProps) {
  const typeHeading = useId();
  const mobHeading = useId();
  const contentType = contentTypeOf(selected);
  const mob = mobOf(selected);

  function selectType(type: ContentType) {
    onSelect(teamKey(type, TEAM_CONTENTS[type][0]));
  }

  return (
    <>
      <section className="tb-section" aria-labelledby={typeHeading}>
        <h2 id={typeHeading}>
          <Trans>Type de contenu</Trans>
        </h2>
        <div className="tb-button-row" role="group" aria-labelledby={typeHeading}>
          {CONTENT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="btn"
              aria-pressed={type === contentType}
              onClick={() => selectType(type)}
            >
              {type}
            </button>
          ))}
        </div>
      </section>
      <section className="tb-section" aria-labelledby={mobHeading}>
        <h2 id={mobHeading}>
          <Trans>Mob</Trans>
        </h2>
        <div className="tb-button-row" role="group" aria-labelledby={mobHeading}>
          {TEAM_CONTENTS[contentType].map((m) => (
            <button
              key={m}
              type="button"
              className="btn tb-mob"
              aria-pressed={m === mob}
              style={{ backgroundImage: `url("${mobImagePath(contentType, m)}")` }}
              onClick={() => onSelect(teamKey(contentType, m))}
            >
              <span className="tb-mob-name">{m}</span>
            </button>
          ))}
        </div>
      </section>
    </>
  );
}
