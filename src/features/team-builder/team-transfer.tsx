import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Modal } from '../../components/modal';
import { TEAM_KEYS, type TeamData, type TeamKey } from '../../storage/team-store';
import { parseTeamsFile, TEAM_FILE_NAME, teamsToFileText } from './team-file';
import { encodeShare, shareUrl } from './team-share';
import { downloadBlob } from '../../components/download';

interface TeamTransferProps {
  currentKey: TeamKey;
  team: readonly string[];
  data: TeamData;
  onImport: (data: TeamData) => void;
}

function countTeams(data: TeamData): { teams: number; characters: number } {
  const teams = TEAM_KEYS.map((key) => data[key]?.length ?? 0).filter((n) => n > 0);
  return { teams: teams.length, characters: teams.reduce((a, b) => a + b, 0) };
}

/** Sharing the current team as a link, and every team as a JSON file out and back in. */
export function TeamTransfer({ currentKey, team, data, onImport }: TeamTransferProps) {
  const { t } = useLingui();
  const heading = useId();
  const linkId = useId();
  const location = useLocation();
  const [shared, setShared] = useState<{ payload: string; link: string; copied: boolean } | null>(null);
  const [pending, setPending] = useState<{ data: TeamData; fileName: string } | null>(null);
  // What an import did, kept as its facts: the words are made when shown, in the language shown.
  const [refusedFile, setRefusedFile] = useState<string | null>(null);
  const [imported, setImported] = useState<{ teams: number; fileName: string } | null>(null);

  // A link made for another mob or an older version of this team would mislead: show it only while it matches.
  const payload = encodeShare({ key: currentKey, ids: team });
  const link = shared?.payload === payload ? shared : null;

  async function share() {
    const url = shareUrl(window.location.origin, location.pathname, { key: currentKey, ids: team });
    setShared({ payload, link: url, copied: false });
    try {
      // Absent outside secure contexts and refused without permission: the read-only field still offers the link.
      await navigator.clipboard.writeText(url);
      setShared({ payload, link: url, copied: true });
    } catch {
      // The message below the field covers this case.
    }
  }

  function exportTeams() {
    downloadBlob(new Blob([teamsToFileText(data)], { type: 'application/json' }), TEAM_FILE_NAME);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    input.value = '';
    setImported(null);
    setRefusedFile(null);
    if (!file) return;
    let text: string | undefined;
    try {
      text = await file.text();
    } catch {
      text = undefined;
    }
    const teams = text === undefined ? undefined : parseTeamsFile(text);
    if (!teams) {
      setRefusedFile(file.name);
      return;
    }
    setPending({ data: teams, fileName: file.name });
  }

  function confirmImport() {
    if (!pending) return;
    onImport(pending.data);
    setImported({ teams: countTeams(pending.data).teams, fileName: pending.fileName });
    setPending(null);
  }

  const pendingCount = pending ? countTeams(pending.data) : null;

  return (
    <section className="tb-section" aria-labelledby={heading}>
      <h2 id={heading}>
        <Trans>Share and back up</Trans>
      </h2>
      <div className="tb-button-row">
        <button type="button" className="btn" onClick={() => void share()} disabled={team.length === 0}>
          <Trans>Share team</Trans>
        </button>
        <button type="button" className="btn" onClick={exportTeams}>
          <Trans>Export teams</Trans>
        </button>
        <label className="btn tb-file">
          <Trans>Import teams</Trans>
          <input
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            onChange={(e) => void chooseFile(e)}
          />
        </label>
      </div>
      {link && (
        <div className="tb-share">
          <label htmlFor={linkId}>
            <Trans>Share link</Trans>
          </label>
          <input id={linkId} type="text" readOnly value={link.link} onFocus={(e) => e.currentTarget.select()} />
          <p role="status" className="tb-muted">
            {link.copied ? t`Link copied to the clipboard.` : t`Copy this link to share the team.`}
          </p>
        </div>
      )}
      {refusedFile !== null && (
        <p role="alert" className="tb-error">
          <Trans>{refusedFile} is not a teams file exported from this site. Nothing was changed.</Trans>
        </p>
      )}
      {imported && (
        <p role="status" className="tb-muted">
          <ImportedNote teams={imported.teams} fileName={imported.fileName} />
        </p>
      )}
      {pending && pendingCount && (
        <Modal
          title={t`Import teams`}
          onClose={() => setPending(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setPending(null)}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className="btn tb-danger" onClick={confirmImport}>
                <Trans>Replace my teams</Trans>
              </button>
            </>
          }
        >
          <p>
            <FileHolds fileName={pending.fileName} teams={pendingCount.teams} characters={pendingCount.characters} />
          </p>
        </Modal>
      )}
    </section>
  );
}

function ImportedNote({ teams, fileName }: { teams: number; fileName: string }) {
  return (
    <Plural value={teams} one={`Imported # team from ${fileName}.`} other={`Imported # teams from ${fileName}.`} />
  );
}

/** What a chosen file holds, before it replaces the saved teams. */
function FileHolds({ fileName, teams, characters }: { fileName: string; teams: number; characters: number }) {
  const { t } = useLingui();
  return t`${fileName} holds ${plural(teams, { one: '# team', other: '# teams' })} (${plural(characters, { one: '# character', other: '# characters' })}). Importing replaces every team saved here.`;
}
