import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageFullAlert } from '../../src/app/storage-full-alert';
import { switchLanguage } from '../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../src/i18n/languages';
import { Localized } from '../../src/i18n/localized';
import { parseDataText } from '../../src/lib/data-file';
import {
  describeError,
  errorWording,
  fileProblemText,
  luckProblemText,
  replayLinkProblemText,
  unsavedBatchDropped,
} from '../../src/storage/error-wording';
import { StorageFullError } from '../../src/storage/errors';
import { dismissStorageFull, reportStorageFull } from '../../src/storage/storage-full';

/** The wording module in each language: the source texts to the letter under As specified, translated otherwise. */

// French groups thousands with a narrow no-break space.
const NNBSP = '\u202f';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A file that names itself ours, dated by a number: the schema's first issue is the date's type. */
const MISDATED = '{"format":"etheria-companion-data","version":1,"exportedAt":5}';

/** A representative failure of each kind, worded in the language active as it is called. */
function worded(): Record<string, string | null> {
  const parsed = parseDataText(MISDATED, null);
  return {
    pull: describeError(quota(), 'pull'),
    change: describeError(new StorageFullError(), 'change'),
    import: describeError(new StorageFullError(), 'import'),
    export: describeError(new StorageFullError(), 'export'),
    file: fileProblemText({ reason: 'newer', version: 5, reads: 4 }),
    replay: replayLinkProblemText({ reason: 'invalid', part: 'pity' }),
    luck: luckProblemText({ kind: 'tops', fewest: 1, most: 1 }),
    owned: fileProblemText({ reason: 'damaged', damage: 'owned', most: 10 }),
    bound: fileProblemText({
      reason: 'damaged',
      damage: 'schema',
      path: 'summons.summonCount',
      issue: { issue: 'too-big', of: 'int', limit: Number.MAX_SAFE_INTEGER },
    }),
    read: parsed.ok ? null : parsed.message,
    dropped: unsavedBatchDropped(2000),
  };
}

/** What every storage-full text ends with, after the sentence that says what was not saved. */
const KEPT = {
  source:
    'Everything saved before is intact. Free some space (or export your data and clear old pulls), then try again.',
  fr: 'Tout ce qui était enregistré avant est intact. Libérez de l’espace (ou exportez vos données et effacez d’anciens tirages), puis réessayez.',
};

const AS_SPECIFIED = {
  pull: `Your browser's storage is full, so these pulls were not saved. ${KEPT.source}`,
  change: `Your browser's storage is full, so your latest changes were not saved. ${KEPT.source}`,
  import: `Your browser's storage is full, so the imported data was not saved. ${KEPT.source}`,
  export: `Your data could not be exported: Your browser's storage is full, so your latest changes were not saved. ${KEPT.source}`,
  file: 'This file was made by a newer version of the site (data format 5; this version reads format 4). Reload the page to get the newest version, then import it again. Nothing was changed.',
  replay:
    'This replay link is damaged: its pity counter is not valid. Nothing was pulled and your history is unchanged.',
  luck: 'With these pulls and this pity, hard pity gives at least 1 and at most 1 top results: enter a number in that range.',
  owned: 'This data file is damaged: owned holds copies that are not whole numbers from 0 to 10. Nothing was changed.',
  bound:
    'This data file is damaged: summons.summonCount: Too big: expected int to be <=9007199254740991. Nothing was changed.',
  read: 'This data file is damaged: exportedAt: Invalid input: expected string, received number. Nothing was changed.',
  dropped:
    'The last batch shown before the page closed (2,000 pulls) could not be saved, so it went with the rest of your history.',
};

const ENGLISH = {
  ...AS_SPECIFIED,
  export: `Your data could not be exported. Your browser's storage is full, so your latest changes were not saved. ${KEPT.source}`,
  luck: 'With these pulls and this pity, hard pity gives at least 1 and at most 1 top result: enter a number in that range.',
  bound: 'This data file is damaged: summons.summonCount is above 9,007,199,254,740,991. Nothing was changed.',
  read: 'This data file is damaged: exportedAt should be text, but it is a number. Nothing was changed.',
};

const FRENCH = {
  pull: `Le stockage de votre navigateur est plein : ces tirages n’ont donc pas été enregistrés. ${KEPT.fr}`,
  change: `Le stockage de votre navigateur est plein : vos dernières modifications n’ont donc pas été enregistrées. ${KEPT.fr}`,
  import: `Le stockage de votre navigateur est plein : les données importées n’ont donc pas été enregistrées. ${KEPT.fr}`,
  export: `Vos données n’ont pas pu être exportées. Le stockage de votre navigateur est plein : vos dernières modifications n’ont donc pas été enregistrées. ${KEPT.fr}`,
  file: 'Ce fichier a été créé par une version plus récente du site (format de données 5 ; cette version lit le format 4). Rechargez la page pour obtenir la dernière version, puis importez-le à nouveau. Rien n’a été modifié.',
  replay:
    'Ce lien de replay est endommagé : son compteur de pity n’est pas valide. Aucun tirage n’a été fait et votre historique est inchangé.',
  luck: 'Avec ces tirages et cette pity, la hard pity donne au moins 1 et au plus 1 meilleur résultat : saisissez un nombre dans cet intervalle.',
  owned:
    'Ce fichier de données est endommagé : owned contient des nombres d’exemplaires qui ne sont pas des nombres entiers de 0 à 10. Rien n’a été modifié.',
  bound: `Ce fichier de données est endommagé : le champ summons.summonCount dépasse 9${NNBSP}007${NNBSP}199${NNBSP}254${NNBSP}740${NNBSP}991. Rien n’a été modifié.`,
  read: 'Ce fichier de données est endommagé : le champ exportedAt devrait être un texte, mais c’est un nombre. Rien n’a été modifié.',
  dropped: `Le dernier lot affiché avant la fermeture de la page (2${NNBSP}000 tirages) n’a pas pu être enregistré : il est parti avec le reste de votre historique.`,
};

async function inLanguage(language: string): Promise<void> {
  await act(async () => {
    await switchLanguage(language, { save: false });
  });
}

afterEach(async () => {
  dismissStorageFull();
  // Lingui's one instance is the page's: the next test starts in the source language, as a page does.
  await inLanguage(SOURCE_LANGUAGE);
});

describe('the wording of failures in each language', () => {
  it('keeps the source texts to the letter under As specified', () => {
    expect(worded()).toEqual(AS_SPECIFIED);
  });

  it('words each failure in English', async () => {
    await inLanguage('en');
    expect(worded()).toEqual(ENGLISH);
  });

  it('words each failure in French', async () => {
    await inLanguage('fr');
    expect(worded()).toEqual(FRENCH);
  });

  it('rewords a text kept to show later in the language chosen since', async () => {
    const kept = errorWording(quota(), 'pull')!;
    expect(kept()).toBe(AS_SPECIFIED.pull);
    await inLanguage('fr');
    expect(kept()).toBe(FRENCH.pull);
    await inLanguage('en');
    expect(kept()).toBe(ENGLISH.pull);
  });

  it('shows the storage-full alert raised before a switch in the language chosen after it', async () => {
    render(
      <Localized>
        <StorageFullAlert />
      </Localized>,
    );
    act(() => reportStorageFull('pull'));
    expect(screen.getByRole('alert')).toHaveTextContent(AS_SPECIFIED.pull);
    await inLanguage('fr');
    expect(screen.getByRole('alert')).toHaveTextContent(FRENCH.pull);
  });
});
