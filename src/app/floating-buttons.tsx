import { useState } from 'react';
import { CoffeeIcon, MoonIcon, ScrollIcon, SunIcon } from '../components/icons';
import { useTheme } from '../components/theme-context';
import { ChangelogModal } from './changelog-modal';
import { DONATION_URL } from './config';

export function FloatingButtons() {
  const { theme, toggleTheme } = useTheme();
  const [changelogOpen, setChangelogOpen] = useState(false);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';

  return (
    <div className="floating-buttons">
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
    </div>
  );
}
