import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHARACTERS } from '../../catalogue/characters';
import { findCharacter } from '../../catalogue/lookups';
import { useDocumentTitle } from '../../components/use-document-title';
import { useOwned } from '../../lib/account';
import { onOtherTabChange } from '../../storage/local-sync';
import {
  limitOf,
  loadTeamData,
  mobOf,
  saveTeamData,
  TEAM_DATA_KEY,
  TEAM_KEYS,
  type TeamData,
  type TeamKey,
} from '../../storage/team-store';
import { CharacterPicker } from './character-picker';
import { ContentPicker } from './content-picker';
import { FiltersPanel } from './filters-panel';
import { SharedTeamNotice } from './shared-team-notice';
import { DEFAULT_FILTERS, matchesTeamFilters } from './team-filter';
import { addMember, removeMember, replaceTeam, teamOf } from './team-logic';
import { TeamPanel } from './team-panel';
import { parseShare, SHARE_PARAM, type SharedTeam } from './team-share';
import { TeamTransfer } from './team-transfer';
import './team-builder.css';

/** The team builder: a team per content-type/mob pair, saved on every change. */
export function TeamBuilderPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Team builder`);
  const [data, setData] = useState<TeamData>(loadTeamData);
  const [selected, setSelected] = useState<TeamKey>(TEAM_KEYS[0]!);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const { ownedIds } = useOwned();
  // Kept as a message, so what the status says follows a change of language.
  const [announcement, setAnnouncement] = useState<MessageDescriptor | null>(null);

  // Teams saved in another tab show here too. Every change is saved as it is made, so nothing unsaved is replaced;
  // a pending file import or shared team stays offered and applies to the teams as they are now.
  useEffect(() => onOtherTabChange(TEAM_DATA_KEY, () => setData(loadTeamData())), []);

  // A share link is read once, then dropped from the address so a reload does not offer it again.
  const [params, setParams] = useSearchParams();
  const shareParam = params.get(SHARE_PARAM);
  const [seenShare, setSeenShare] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<{ team: SharedTeam | undefined } | null>(null);
  if (shareParam !== seenShare) {
    setSeenShare(shareParam);
    if (shareParam !== null) {
      const team = parseShare(shareParam);
      setIncoming({ team });
      if (team) setSelected(team.key);
    }
  }
  useEffect(() => {
    if (shareParam === null) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SHARE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [shareParam, setParams]);

  const team = teamOf(data, selected);
  const members = team.flatMap((id) => findCharacter(id) ?? []);
  const limit = limitOf(selected);
  const shown = CHARACTERS.filter((c) => matchesTeamFilters(c, filters, ownedIds));

  function commit(next: TeamData) {
    if (next === data) return;
    setData(next);
    saveTeamData(next);
  }

  function add(id: string) {
    const next = addMember(data, selected, id);
    if (next === data) return;
    commit(next);
    const name = findCharacter(id)?.name ?? id;
    const size = teamOf(next, selected).length;
    setAnnouncement(msg`${name} added (${size}/${limit}).`);
  }

  function remove(id: string) {
    const next = removeMember(data, selected, id);
    commit(next);
    const name = findCharacter(id)?.name ?? id;
    const size = teamOf(next, selected).length;
    setAnnouncement(msg`${name} removed (${size}/${limit}).`);
  }

  function loadShared(shared: SharedTeam) {
    commit(replaceTeam(data, shared.key, shared.ids));
    setSelected(shared.key);
    setIncoming(null);
    const mob = mobOf(shared.key);
    setAnnouncement(msg`Shared team loaded for ${mob}.`);
  }

  return (
    <div className="tb" data-testid="screen-team-builder">
      <h1>
        <Trans>Team builder</Trans>
      </h1>
      {incoming && (
        <SharedTeamNotice
          team={incoming.team}
          currentSize={incoming.team ? teamOf(data, incoming.team.key).length : 0}
          onLoad={loadShared}
          onDismiss={() => setIncoming(null)}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement ? t(announcement) : ''}
      </p>
      <div className="tb-columns">
        <div className="tb-main">
          <ContentPicker selected={selected} onSelect={setSelected} />
          <TeamPanel members={members} limit={limit} onRemove={remove} />
          <TeamTransfer currentKey={selected} team={team} data={data} onImport={commit} />
        </div>
        <div className="tb-side">
          <FiltersPanel filters={filters} onChange={setFilters} />
          <CharacterPicker characters={shown} inTeam={team} onAdd={add} />
        </div>
      </div>
    </div>
  );
}
