import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CoffeeIcon, DataIcon, MoonIcon, ScrollIcon, SunIcon } from '../components/icons';
import { Modal } from '../components/modal';
import { useTheme } from '../components/theme-context';
import { ChangelogModal } from './changelog-modal';
import { DONATION_URL } from './config';

interface DataModalProps {
  readonly onClose: () => void;
  readonly onImported?: () => void;
}

/** In place of the data modal when its code cannot be fetched (offline before it was ever loaded). */
function DataModalUnavailable({ onClose }: DataModalProps) {
  return (
    <Modal title="Your data" onClose={onClose}>
      <p role="alert">This part of the site could not be loaded. Check your connection and reload the page.</p>
    </Modal>
  );
}

// Export and import are rarely used: their code loads the first time the modal opens.
const DataModal = lazy((): Promise<{ default: (props: DataModalProps) => ReactNode }> =>
  import('./data-modal').then(
    (m) => ({ default: m.DataModal }),
    () => ({ default: DataModalUnavailable }),
  ),
);

interface FloatingButtonsProps {
  /** Runs after an import changed the saved data, so the screens read it afresh. */
  readonly onDataImported?: () => void;
}

export function FloatingButtons({ onDataImported }: FloatingButtonsProps = {}) {
  const { theme, toggleTheme } = useTheme();
  const [changelogOpen, setChangelogOpen] = useState(false);
  const [dataOpen, setDataOpen] = useState(false);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';

  return (
    <aside className="floating-buttons" aria-label="Site tools">
      <a
        className="fab"
        href={DONATION_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Donate (opens a new tab)"
        title="Donate"
      >
        <CoffeeIcon />
      </a>
      <button
        type="button"
        className="fab"
        onClick={() => setChangelogOpen(true)}
        aria-label="Changelog"
        title="Changelog"
      >
        <ScrollIcon />
      </button>
      <button type="button" className="fab" onClick={() => setDataOpen(true)} aria-label="Your data" title="Your data">
        <DataIcon />
      </button>
      <button
        type="button"
        className="fab"
        onClick={toggleTheme}
        aria-label={`Switch to ${nextTheme} theme`}
        title={`Switch to ${nextTheme} theme`}
        data-testid="theme-toggle"
      >
        {theme === 'light' ? <MoonIcon /> : <SunIcon />}
      </button>
      {changelogOpen && <ChangelogModal onClose={() => setChangelogOpen(false)} />}
      {dataOpen && (
        <Suspense fallback={null}>
          <DataModal onClose={() => setDataOpen(false)} onImported={onDataImported} />
        </Suspense>
      )}
    </aside>
  );
}
