import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatBytes } from '../storage/format';
import { storageStatus, type StorageStatus as Status } from '../storage/persistence';

/**
 * How much the site stores in this browser, and whether the browser promised to keep it: a player deciding whether
 * to export needs to know both. Shows nothing where the browser does not say.
 */
export function StorageStatus() {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    let live = true;
    void storageStatus().then((next) => {
      if (live) setStatus(next);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!status) return null;
  const usage = formatBytes(status.usage);
  const quota = formatBytes(status.quota);
  return (
    <div className="data-storage" data-testid="storage-status">
      <p>
        {status.quota > 0
          ? t`This site stores ${usage} in this browser of the ${quota} this browser allows.`
          : t`This site stores ${usage} in this browser.`}
      </p>
      <p>
        {status.persisted ? (
          <Trans>
            Your browser has agreed to keep this data even when it runs short of space. Clearing your browsing data
            still deletes it, so keep an exported copy.
          </Trans>
        ) : (
          <Trans>
            Your browser has not promised to keep this data: it may delete it when it runs short of space, and clearing
            your browsing data deletes it. Export it now and then to keep a copy.
          </Trans>
        )}
      </p>
    </div>
  );
}
