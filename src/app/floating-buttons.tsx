import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CoffeeIcon, DataIcon, MoonIcon, ScrollIcon, SunIcon } from '../components/icons';
import { Modal } from '../components/modal';
import { useTheme } from '../components/theme-context';
import { loadShownMessages } from '../i18n/i18n';
import { DATA_PARTS } from '../i18n/message-parts';
import { ChangelogModal } from './changelog-modal';
import { DONATION_URL } from './config';
import { LanguageSelect } from './language-select';

interface DataModalProps {
  readonly onClose: () => void;
  readonly onImported?: () => void;
}

/** In place of the data modal when its code cannot be fetched (offline before it was ever loaded). */
function DataModalUnavailable({ onClose }: DataModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Your data`} onClose={onClose}>
      <p role="alert">
        <Trans>This part of the site could not be loaded. Check your connection and reload the page.</Trans>
      </p>
    </Modal>
  );
}

// Export and import are rarely used: their code loads the first time the modal opens, with its words and those of a
// refused file or a failed write in the language shown (src/i18n/message-parts.ts), which are not in the first part.
const DataModal = lazy((): Promise<{ default: (props: DataModalProps) => ReactNode }> =>
  Promise.all([import('./data-modal'), loadShownMessages(DATA_PARTS)]).then(
    ([m]) => ({ default: m.DataModal }),
    () => ({ default: DataModalUnavailable }),
  ),
);

interface FloatingButtonsProps {
  /** Runs after an import changed the saved data, so the screens read it afresh. */
  readonly onDataImported?: () => void;
}

export function FloatingButtons({ onDataImported }: FloatingButtonsProps = {}) {
  const { t } = useLingui();
  const { theme, toggleTheme } = useTheme();
  const [changelogOpen, setChangelogOpen] = useState(false);
  const [dataOpen, setDataOpen] = useState(false);
  // Whole sentences, one per theme, so each language words them its own way.
  const switchTheme = theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`;

  return (
    <aside className="floating-buttons" aria-label={t`Site tools`}>
      <a
        className="fab"
        href={DONATION_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Donate (opens a new tab)`}
        title={t`Donate`}
      >
        <CoffeeIcon />
      </a>
      <button
        type="button"
        className="fab"
        onClick={() => setChangelogOpen(true)}
        aria-label={t`Changelog`}
        title={t`Changelog`}
      >
        <ScrollIcon />
      </button>
      <button
        type="button"
        className="fab"
        onClick={() => setDataOpen(true)}
        aria-label={t`Your data`}
        title={t`Your data`}
      >
        <DataIcon />
      </button>
      <button
        type="button"
        className="fab"
        onClick={toggleTheme}
        aria-label={switchTheme}
        title={switchTheme}
        data-testid="theme-toggle"
      >
        {theme === 'light' ? <MoonIcon /> : <SunIcon />}
      </button>
      <LanguageSelect />
      {changelogOpen && <ChangelogModal onClose={() => setChangelogOpen(false)} />}
      {dataOpen && (
        <Suspense fallback={null}>
          <DataModal onClose={() => setDataOpen(false)} onImported={onDataImported} />
        </Suspense>
      )}
    </aside>
  );
}
