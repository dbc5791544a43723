import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { isLimited } from '../../../src/catalogue/lookups';
import { CharacterPick, NoPickMatch, pickLabel } from '../../../src/components/character-pick';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { switchTo, backToSourceLanguage } from '../language';

const limited = CHARACTERS.find(isLimited)!;

afterEach(async () => {
  await backToSourceLanguage();
});

describe('the character pick in each language', () => {
  it('names a character and says how to find one in the language shown', async () => {
    const rarity = limited.rarity.toUpperCase();
    for (const [language, hint] of [
      [SOURCE_LANGUAGE, 'Check the spelling, or empty the search to see every character.'],
      ['en', 'Check the spelling, or empty the search to see every character.'],
      ['fr', 'Vérifiez l’orthographe, ou videz la recherche pour voir tous les personnages.'],
    ] as const) {
      await switchTo(language);
      // The game's words (name, rarity, LD) are the same in every language.
      expect(pickLabel(limited)).toBe(`${limited.name}, ${rarity}, LD`);
      const { unmount } = render(
        <>
          <CharacterPick character={limited} block="demo-pick" imageSize={40} aria-label={pickLabel(limited)} />
          <NoPickMatch className="demo-note">–</NoPickMatch>
        </>,
      );
      expect(screen.getByRole('button', { name: `${limited.name}, ${rarity}, LD` })).toHaveTextContent(
        `${limited.name} ${rarity} · LD`,
      );
      expect(screen.getByText(hint)).toHaveClass('demo-note');
      unmount();
    }
  });
});
