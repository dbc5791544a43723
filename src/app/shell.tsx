import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { FloatingButtons } from './floating-buttons';
import { sendPageView } from './analytics';
import { RouteErrorBoundary } from './route-error';
import { UpdatePrompt } from './update-prompt';
import { NAV_LINKS } from './nav-links';
import { StorageFullAlert } from './storage-full-alert';
import { BackupReminderSlot } from './backup-reminder-slot';
import { useTopBarHeight } from './use-top-bar-height';
import { useActiveLinkInView } from './use-active-link-in-view';

export function Shell() {
  const location = useLocation();
  const { t, i18n } = useLingui();
  const [dataVersion, setDataVersion] = useState(0);
  const topBar = useRef<HTMLElement>(null);
  const links = useRef<HTMLUListElement>(null);
  useTopBarHeight(topBar);
  useActiveLinkInView(links, location.pathname);

  useEffect(() => {
    sendPageView(location.pathname, document.title);
  }, [location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="top-bar" ref={topBar}>
        <nav aria-label={t`Main`}>
          <ul className="nav-links" ref={links}>
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* After an import the screen remounts, so it shows the imported data rather than what it had loaded. */}
      <FloatingButtons onDataImported={() => setDataVersion((v) => v + 1)} />
      <UpdatePrompt />
      <main id="main" className="page" tabIndex={-1}>
        <StorageFullAlert />
        <BackupReminderSlot />
        <RouteErrorBoundary key={`${location.pathname}#${dataVersion}`}>
          <Suspense
            fallback={
              <p className="loading">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
