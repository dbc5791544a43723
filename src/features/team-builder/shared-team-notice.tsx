import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const heading = useId();
  if (!team) {
    return (
      <Notice
        message={t`This share link is invalid or has been altered, so no team was loaded. Your teams are unchanged.`}
        onDismiss={onDismiss}
      />
    );
  }
  const members = team.ids.flatMap((id) => findCharacter(id) ?? []);
  const contentType = contentTypeOf(team.key);
  const mob = mobOf(team.key);
  return (
    <section className="tb-notice" aria-labelledby={heading} data-testid="shared-team">
      <h2 id={heading}>
        <Trans>
          Shared team for {contentType} · {mob}
        </Trans>
      </h2>
      <ul className="tb-team" aria-label={t`Shared team members`}>
        {members.map((c) => (
          <li key={c.id}>
            <img src={characterImagePath(c)} alt={c.name} width={56} height={56} />
          </li>
        ))}
      </ul>
      <p className="tb-muted">
        {currentSize > 0 ? (
          <Plural
            value={currentSize}
            one={`Loading it replaces your current ${contentType} · ${mob} team (# character).`}
            other={`Loading it replaces your current ${contentType} · ${mob} team (# characters).`}
          />
        ) : (
          <Trans>
            Your {contentType} · {mob} team is empty.
          </Trans>
        )}
      </p>
      <div className="tb-button-row">
        <button type="button" className="btn tb-primary" onClick={() => onLoad(team)}>
          <Trans>Load shared team</Trans>
        </button>
        <button type="button" className="btn" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </section>
  );
}
