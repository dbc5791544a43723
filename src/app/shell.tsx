import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { FloatingButtons } from './floating-buttons';
import { sendPageView } from './analytics';
import { NAV_ITEMS } from './paths';

export function Shell() {
  const location = useLocation();

  useEffect(() => {
    sendPageView(location.pathname, document.title);
  }, [location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar">
        <nav aria-label="Main">
          <ul className="nav-links">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <FloatingButtons />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
