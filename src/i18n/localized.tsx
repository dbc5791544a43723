import { I18nProvider, LinguiContext } from '@lingui/react';
import { useContext, type ReactNode } from 'react';
import { i18n } from './i18n';

/**
 * Lets its children read messages wherever they are rendered. Under the router's I18nProvider it adds nothing; above
 * it (the crash screen the page's top error boundary shows when the app itself failed) or where a part is rendered on
 * its own, it gives them a provider over the page's one Lingui instance: the chosen language, and any switch later.
 */
export function Localized({ children }: { readonly children: ReactNode }) {
  const outer = useContext(LinguiContext);
  return outer ? children : <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
