import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

interface RevealToggleProps {
  enabled: boolean;
  reducedMotion: boolean;
  onChange: (on: boolean) => void;
}

/** The "Pull reveal" setting: a labelled checkbox beside the result toggles. */
export function RevealToggle({ enabled, reducedMotion, onChange }: RevealToggleProps) {
  const id = useId();
  return (
    <div className="reveal-toggle">
      <input
        id={id}
        type="checkbox"
        checked={enabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={reducedMotion ? `${id}-note` : undefined}
      />
      <label htmlFor={id}>
        <Trans>Pull reveal</Trans>
      </label>
      {reducedMotion && (
        <span id={`${id}-note`} className="reveal-toggle-note">
          <Trans>(off while this device asks for reduced motion)</Trans>
        </span>
      )}
    </div>
  );
}
