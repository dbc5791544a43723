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
  const teamHeading = useId();
  const tagsHeading = useId();
  const tags = teamTags(members);

  return (
    <>
      <section className="tb-section" aria-labelledby={teamHeading} data-testid="team">
        <h2 id={teamHeading} className="tb-team-title">
          Team{' '}
          <span className="tb-slots" data-testid="team-slots">
            {members.length}/{limit}
          </span>
        </h2>
        {members.length === 0 ? (
          <p className="tb-muted">No character yet: pick some in Personnages.</p>
        ) : (
          <ul className="tb-team" aria-label="Team members">
            {members.map((c) => (
              <li key={c.id}>
                {/* A button, so Enter and Space remove as a click does. */}
                <button
                  type="button"
                  className="tb-member"
                  aria-label={`Remove ${c.name}`}
                  title={`Remove ${c.name}`}
                  data-testid={`member-${c.id}`}
                  onClick={() => onRemove(c.id)}
                >
                  <img src={characterImagePath(c)} alt={c.name} width={72} height={72} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="tb-section" aria-labelledby={tagsHeading}>
        <h2 id={tagsHeading}>Team Tags</h2>
        {tags.length === 0 ? (
          <p className="tb-muted">The tags of the team members show here.</p>
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
                  <span className="visually-hidden">{count > 1 ? ` (${count} members)` : ' (1 member)'}</span>
                </li>
              ))}
            </ul>
            <p className="tb-legend">
              <span className="tb-swatch tb-tag-shared" aria-hidden="true" /> several members{' '}
              <span className="tb-swatch tb-tag-single" aria-hidden="true" /> one member
            </p>
          </>
        )}
      </section>
    </>
  );
}
