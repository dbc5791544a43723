import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, registerOfflineSupport } from '../../../src/app/offline';
import { reportCaughtError, RouteErrorBoundary } from '../../../src/app/route-error';
import { StorageStatus } from '../../../src/app/storage-status';
import { UpdatePrompt } from '../../../src/app/update-prompt';
import { ConfirmDialog } from '../../../src/components/confirm-dialog';
import { CopyLink } from '../../../src/components/copy-link';
import { Notice } from '../../../src/components/notice';
import { i18n } from '../../../src/i18n/i18n';
import { beginWork } from '../../../src/lib/activity';
import { renderApp } from '../render-app';
import { NNBSP, switchTo, backToSourceLanguage } from '../language';

vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  await backToSourceLanguage();
});

const SPECIFIED_VERSIONS = [
  '0.3.5 (How much to)',
  '0.2.1 (Countdown)',
  '0.1.2',
  '0.1.1',
  '0.1.0 (Team maker)',
  '0.0.2 (Elements display)',
  '0.0.1 (Testing stuff)',
];

/** Opens the changelog from the floating buttons, named in the language shown. */
async function openChangelog(user: ReturnType<typeof userEvent.setup>, opener: string, title: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = screen.getByRole('dialog', { name: title });
  const versions = within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  return { dialog, versions };
}

describe('the changelog in each language', () => {
  it('keeps the specified notes As specified', async () => {
    renderApp('/characters');
    const { dialog, versions } = await openChangelog(userEvent.setup(), 'Changelog', 'Changelog');
    expect(versions).toEqual(SPECIFIED_VERSIONS);
    expect(within(dialog).getByText('MySummons stored in local storage')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('reads every word in English', async () => {
    await switchTo('en');
    renderApp('/characters');
    const { dialog, versions } = await openChangelog(userEvent.setup(), 'Changelog', 'Changelog');
    expect(versions).toEqual(SPECIFIED_VERSIONS);
    expect(within(dialog).getByText('Version 0.3.5')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/Journal|Fermer|Ajout/);
  });

  it('reads every word in French, and a switch keeps the dialog open with the focus where it was', async () => {
    const user = userEvent.setup();
    renderApp('/characters');
    const { dialog } = await openChangelog(user, 'Changelog', 'Changelog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await switchTo('fr');
    expect(screen.getByRole('dialog', { name: 'Journal des modifications' })).toBe(dialog);
    expect(close).toHaveTextContent('Fermer');
    expect(close).toHaveFocus();
    expect(within(dialog).getByText('Version 0.3.5')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      '0.3.5 (Combien de tirages)',
      '0.2.1 (Compte à rebours)',
      '0.1.2',
      '0.1.1',
      '0.1.0 (Créateur d’équipes)',
      '0.0.2 (Affichage des éléments)',
      '0.0.1 (Premiers essais)',
    ]);
    expect(within(dialog).getByText('Ajout de la page Combien de tirages')).toBeInTheDocument();
    // Read as written: the testing library's matching would turn the narrow no-break spaces into plain ones.
    const notes = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(notes).toContain(
      `Les taux SR sont de 9${NNBSP}% au total, 2,25${NNBSP}% pour les SR LD et 6,75${NNBSP}% pour les SR normaux`,
    );
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function Broken(): never {
  throw new Error('the app failed');
}

describe('the crash screen above the router', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('reads the chosen language though no provider is above it', async () => {
    await switchTo('fr');
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
      { onCaughtError: reportCaughtError },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Un problème est survenu');
    expect(
      screen.getByText('Cet écran n’a pas pu être affiché. Vos données enregistrées sont intactes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux personnages' })).toHaveAttribute('href', '/characters');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();

    await switchTo('en');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to the characters' })).toBeInTheDocument();
  });
});

describe('the update prompt in each language', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    act(() => dismissUpdate());
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  async function announceUpdate() {
    const updateSW = vi.fn(async () => {});
    let announce = () => {};
    await registerOfflineSupport({
      load: async () => ({
        registerSW: (options) => {
          announce = () => options.onNeedRefresh?.();
          return updateSW;
        },
      }),
      enabled: true,
      reload: vi.fn(),
    });
    render(<UpdatePrompt />);
    act(() => announce());
    return updateSW;
  }

  it('says in French what the reload waits for, and a switch keeps the reload waiting', async () => {
    await switchTo('fr');
    const updateSW = await announceUpdate();
    const prompt = screen.getByTestId('update-prompt');
    expect(prompt).toHaveTextContent('Une nouvelle version du site est prête.');
    expect(within(prompt).getByRole('button', { name: 'Plus tard' })).toBeEnabled();
    let endBatch = () => {};
    act(() => {
      endBatch = beginWork();
    });
    expect(prompt).toHaveTextContent('Elle se chargera une fois le lot de tirages en cours enregistré.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Recharger' }));
    expect(within(prompt).getByRole('button', { name: 'Rechargement après le lot…' })).toBeDisabled();

    await switchTo('en');
    expect(prompt).toHaveTextContent('A new version of the site is ready.');
    expect(prompt).toHaveTextContent('It will load once the current batch is saved.');
    expect(within(prompt).getByRole('button', { name: 'Reloading after the batch…' })).toBeDisabled();
    expect(updateSW).not.toHaveBeenCalled();
    await act(async () => endBatch());
    expect(updateSW).toHaveBeenCalledWith(true);
  });
});

describe('the shared pieces’ own words', () => {
  function Pieces() {
    return (
      <I18nProvider i18n={i18n}>
        <Notice message="Saved." onDismiss={() => {}} />
        <CopyLink href="/tierMaker?list=x" label="Copy the link" name="Link" />
        <ConfirmDialog title="Delete?" confirmLabel="Delete" onConfirm={() => {}} onCancel={() => {}}>
          <p>Sure?</p>
        </ConfirmDialog>
      </I18nProvider>
    );
  }

  it.each([
    ['as-specified', ['Dismiss', 'Keep them', 'Link copied.']],
    ['en', ['Dismiss', 'Keep them', 'Link copied.']],
    ['fr', ['Ignorer', 'Les garder', 'Lien copié.']],
  ])('in %s: the notice, the question’s default answer and the copied link', async (language, words) => {
    const [dismiss, keep, copied] = words as [string, string, string];
    await switchTo(language);
    const user = userEvent.setup();
    render(<Pieces />);
    expect(screen.getByRole('button', { name: dismiss })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: keep })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText(copied)).toBeInTheDocument();
  });

  it('says how much the site stores, in French with French numbers', async () => {
    const estimate = vi.fn(async () => ({ usage: 3 * 1024 * 1024 + 512 * 1024, quota: 2 * 1024 ** 3 }));
    const persisted = vi.fn(async () => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage: { estimate, persisted } }));
    try {
      await switchTo('fr');
      render(
        <I18nProvider i18n={i18n}>
          <StorageStatus />
        </I18nProvider>,
      );
      const status = await screen.findByTestId('storage-status');
      expect(status).toHaveTextContent(/^Ce site stocke 3,5\sMo dans ce navigateur, sur les 2\sGo qu’il autorise\./);
      expect(status).toHaveTextContent(/Votre navigateur a accepté de garder ces données/);
      await switchTo('en');
      expect(status).toHaveTextContent(/^This site stores 3\.5 MB in this browser of the 2 GB this browser allows\./);
      expect(status).toHaveTextContent(/agreed to keep this data/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
