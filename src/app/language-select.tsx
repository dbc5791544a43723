import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GlobeIcon } from '../components/icons';
import { switchLanguage } from '../i18n/i18n';
import { LANGUAGES, nameOf, SOURCE_LANGUAGE } from '../i18n/languages';
import './language-select.css';

/**
 * The language setting, among the floating buttons: a globe, which any reader recognises, over a native select (the
 * keyboard, screen readers and a phone's own picker all work as usual). Each option is written in its own language,
 * so a player finds theirs whatever the page is in.
 */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  const [unavailable, setUnavailable] = useState(false);
  const label = t`Language`;

  return (
    <div className="fab language-select">
      <GlobeIcon />
      <select
        aria-label={label}
        title={label}
        value={i18n.locale}
        data-testid="language-select"
        onChange={(event) => {
          void switchLanguage(event.target.value).then((outcome) => {
            if (outcome !== 'overtaken') setUnavailable(outcome === 'unavailable');
          });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language === SOURCE_LANGUAGE ? undefined : language}>
            {nameOf(language)}
          </option>
        ))}
      </select>
      {unavailable && (
        <p className="language-unavailable" role="alert">
          {t`This language could not be loaded. Check your connection and try again.`}
        </p>
      )}
    </div>
  );
}
