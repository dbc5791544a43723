import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { characterImagePath } from '../../catalogue/art';
import type { Character } from '../../catalogue/characters';
import { teamTags } from './team-logic';

interface TeamPanelProps {
  members: readonly Character[];
  limit: number;
  onRemove: (id: string) => void;
}

/** 'Team' with its slot count, and 'Team Tags' coloured by how many members share each tag. */
export function TeamPanel({ members, limit, onRemove }: TeamPanelProps) {
  const { t } = useLingui();
  const teamHeading = useId();
  const tagsHeading = useId();
  const tags = teamTags(members);
  const size = members.length;

  return (
    <>
      <section className="tb-section" aria-labelledby={teamHeading} data-testid="team">
        <h2 id={teamHeading} className="tb-team-title">
          <Trans>
            Team{' '}
            <span className="tb-slots" data-testid="team-slots">
              {size}/{limit}
            </span>
          </Trans>
        </h2>
        {members.length === 0 ? (
          <p className="tb-muted">
            <Trans>No character yet: pick some in Personnages.</Trans>
          </p>
        ) : (
          <ul className="tb-team" aria-label={t`Team members`}>
            {members.map((c) => {
              const name = c.name;
              return (
                <li key={c.id}>
                  {/* A button, so Enter and Space remove as a click does. */}
                  <button
                    type="button"
                    className="tb-member"
                    aria-label={t`Remove ${name}`}
                    title={t`Remove ${name}`}
                    data-testid={`member-${c.id}`}
                    onClick={() => onRemove(c.id)}
                  >
                    <img src={characterImagePath(c)} alt={name} width={72} height={72} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="tb-section" aria-labelledby={tagsHeading}>
        <h2 id={tagsHeading}>
          <Trans>Team Tags</Trans>
        </h2>
        {tags.length === 0 ? (
          <p className="tb-muted">
            <Trans>The tags of the team members show here.</Trans>
          </p>
        ) : (
          <>
            <ul className="tb-tags" data-testid="team-tags">
              {tags.map(({ tag, count }) => (
                <li key={tag} className={count > 1 ? 'tb-tag tb-tag-shared' : 'tb-tag tb-tag-single'} data-tag={tag}>
                  {tag}
                  {count > 1 && (
                    <span className="tb-tag-count" aria-hidden="true">
                      ×{count}
                    </span>
                  )}
                  <span className="visually-hidden">
                    {' '}
                    <Plural value={count} one="(# member)" other="(# members)" />
                  </span>
                </li>
              ))}
            </ul>
            <p className="tb-legend">
              <span className="tb-swatch tb-tag-shared" aria-hidden="true" /> <Trans>several members</Trans>{' '}
              <span className="tb-swatch tb-tag-single" aria-hidden="true" /> <Trans>one member</Trans>
            </p>
          </>
        )}
      </section>
    </>
  );
}
