import { useId, useState, type ChangeEvent } from 'react';
import { plural } from '../../storage/format';
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
  const heading = useId();
  const linkId = useId();
  const location = useLocation();
  const [shared, setShared] = useState<{ payload: string; link: string; copied: boolean } | null>(null);
  const [pending, setPending] = useState<{ data: TeamData; fileName: string } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [importDone, setImportDone] = useState<string | null>(null);

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
    setImportDone(null);
    setImportError(null);
    if (!file) return;
    let text: string | undefined;
    try {
      text = await file.text();
    } catch {
      text = undefined;
    }
    const teams = text === undefined ? undefined : parseTeamsFile(text);
    if (!teams) {
      setImportError(`${file.name} is not a teams file exported from this site. Nothing was changed.`);
      return;
    }
    setPending({ data: teams, fileName: file.name });
  }

  function confirmImport() {
    if (!pending) return;
    onImport(pending.data);
    const { teams } = countTeams(pending.data);
    setImportDone(`Imported ${plural(teams, 'team')} from ${pending.fileName}.`);
    setPending(null);
  }

  const pendingCount = pending ? countTeams(pending.data) : null;

  return (
    <section className="tb-section" aria-labelledby={heading}>
      <h2 id={heading}>Share and back up</h2>
      <div className="tb-button-row">
        <button type="button" className="btn" onClick={() => void share()} disabled={team.length === 0}>
          Share team
        </button>
        <button type="button" className="btn" onClick={exportTeams}>
          Export teams
        </button>
        <label className="btn tb-file">
          Import teams
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
          <label htmlFor={linkId}>Share link</label>
          <input id={linkId} type="text" readOnly value={link.link} onFocus={(e) => e.currentTarget.select()} />
          <p role="status" className="tb-muted">
            {link.copied ? 'Link copied to the clipboard.' : 'Copy this link to share the team.'}
          </p>
        </div>
      )}
      {importError && (
        <p role="alert" className="tb-error">
          {importError}
        </p>
      )}
      {importDone && (
        <p role="status" className="tb-muted">
          {importDone}
        </p>
      )}
      {pending && pendingCount && (
        <Modal
          title="Import teams"
          onClose={() => setPending(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setPending(null)}>
                Cancel
              </button>
              <button type="button" className="btn tb-danger" onClick={confirmImport}>
                Replace my teams
              </button>
            </>
          }
        >
          <p>
            {pending.fileName} holds {plural(pendingCount.teams, 'team')} (
            {plural(pendingCount.characters, 'character')}). Importing replaces every team saved here.
          </p>
        </Modal>
      )}
    </section>
  );
}
