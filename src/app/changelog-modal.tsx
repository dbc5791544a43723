import { Modal } from '../components/modal';
import { CHANGELOG } from './changelog';
import { APP_VERSION } from './config';
import './changelog-modal.css';

export function ChangelogModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Changelog" onClose={onClose}>
      <p className="changelog-current">Version {APP_VERSION}</p>
      <ol className="changelog-list">
        {CHANGELOG.map((entry) => (
          <li key={entry.version} className="changelog-entry">
            <h3>
              {entry.version}
              {entry.title ? ` (${entry.title})` : ''}
            </h3>
            {entry.notes.length > 0 && (
              <ul>
                {entry.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
