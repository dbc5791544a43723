import { useId } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { Notice } from '../../components/notice';
import { findCharacter } from '../../catalogue/lookups';
import { contentTypeOf, mobOf } from '../../storage/team-store';
import type { SharedTeam } from './team-share';

interface SharedTeamNoticeProps {
  /** Undefined when the link could not be read. */
  team: SharedTeam | undefined;
  currentSize: number;
  onLoad: (team: SharedTeam) => void;
  onDismiss: () => void;
}

/** What a share link brought: the team with a choice to load or dismiss it, or why it was refused. */
export function SharedTeamNotice({ team, currentSize, onLoad, onDismiss }: SharedTeamNoticeProps) {
  const heading = useId();
  if (!team) {
    return (
      <Notice
        message="This share link is invalid or has been altered, so no team was loaded. Your teams are unchanged."
        onDismiss={onDismiss}
      />
    );
  }
  const members = team.ids.flatMap((id) => findCharacter(id) ?? []);
  const where = `${contentTypeOf(team.key)} · ${mobOf(team.key)}`;
  return (
    <section className="tb-notice" aria-labelledby={heading} data-testid="shared-team">
      <h2 id={heading}>Shared team for {where}</h2>
      <ul className="tb-team" aria-label="Shared team members">
        {members.map((c) => (
          <li key={c.id}>
            <img src={characterImagePath(c)} alt={c.name} width={56} height={56} />
          </li>
        ))}
      </ul>
      <p className="tb-muted">
        {currentSize > 0
          ? `Loading it replaces your current ${where} team (${currentSize} ${currentSize === 1 ? 'character' : 'characters'}).`
          : `Your ${where} team is empty.`}
      </p>
      <div className="tb-button-row">
        <button type="button" className="btn tb-primary" onClick={() => onLoad(team)}>
          Load shared team
        </button>
        <button type="button" className="btn" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
