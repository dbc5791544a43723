import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../components/modal';
import { CHANGELOG, type ChangelogEntry } from './changelog';
import { APP_VERSION } from './config';
import './changelog-modal.css';

/** A version's heading: its number, and its name where it has one. */
function EntryHeading({ entry }: { readonly entry: ChangelogEntry }) {
  const { t, i18n } = useLingui();
  const version = entry.version;
  if (!entry.title) return <h3>{version}</h3>;
  const title = i18n._(entry.title);
  return (
    <h3>
      {t({ comment: 'A version of the site and its name: "0.3.5 (How much to)"', message: `${version} (${title})` })}
    </h3>
  );
}

export function ChangelogModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const version = APP_VERSION;
  return (
    <Modal title={t`Changelog`} onClose={onClose}>
      <p className="changelog-current">
        <Trans>Version {version}</Trans>
      </p>
      <ol className="changelog-list">
        {CHANGELOG.map((entry) => (
          <li key={entry.version} className="changelog-entry">
            <EntryHeading entry={entry} />
            {entry.notes.length > 0 && (
              <ul>
                {entry.notes.map((note) => (
                  <li key={note.id}>{i18n._(note)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
