import { Plural, Trans } from '@lingui/react/macro';

interface OwnedOptionProps {
  readonly on: boolean;
  readonly onChange: (on: boolean) => void;
  /** Copies the owned characters take off the targets, and targets they meet, while the option is on. */
  readonly copiesLeftOut: number;
  readonly met: number;
}

/**
 * Leave out copies I own: off by default, so a plan is answered as it is saved. On, each target asks only for the
 * copies the player does not own yet (Mark owned on Characters, or a top result recorded under My real pity); a
 * target fully owned is met, and the plan is answered without it. The saved plan itself is unchanged.
 */
export function OwnedOption({ on, onChange, copiesLeftOut, met }: OwnedOptionProps) {
  return (
    <div className="plan-owned">
      <label className="plan-check">
        <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
        <Trans>Leave out copies I own</Trans>
      </label>
      {on && (
        <p className="plan-note" role="status" data-testid="owned-left-out">
          {copiesLeftOut === 0 ? (
            <Trans>You own none of the copies the targets ask for.</Trans>
          ) : (
            <Trans>
              <Plural value={copiesLeftOut} one="# copy you own is" other="# copies you own are" /> left out;{' '}
              <Plural value={met} one="# target is" other="# targets are" /> already met.
            </Trans>
          )}
        </p>
      )}
    </div>
  );
}
