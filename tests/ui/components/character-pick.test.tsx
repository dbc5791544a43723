import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { characterImagePath } from '../../../src/catalogue/art';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { isLimited } from '../../../src/catalogue/lookups';
import { CharacterPick, NoPickMatch, pickLabel } from '../../../src/components/character-pick';

const limited = CHARACTERS.find(isLimited)!;
const plain = CHARACTERS.find((c) => !isLimited(c))!;

describe('CharacterPick', () => {
  it('names a character by name and rarity, with LD for a limited one', () => {
    expect(pickLabel(plain)).toBe(`${plain.name}, ${plain.rarity.toUpperCase()}`);
    expect(pickLabel(limited)).toBe(`${limited.name}, ${limited.rarity.toUpperCase()}, LD`);
  });

  it('shows portrait, name and rarity, with the classes and attributes it is given', async () => {
    const onClick = vi.fn();
    render(
      <CharacterPick
        character={limited}
        block="demo-pick"
        imageSize={40}
        nameClassName="demo-pick-name"
        aria-pressed={false}
        aria-label={pickLabel(limited)}
        data-testid="the-pick"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: pickLabel(limited) });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button.className).toBe(`demo-pick rarity-${limited.rarity}`);
    expect(button).toHaveTextContent(`${limited.name} ${limited.rarity.toUpperCase()} · LD`, {
      normalizeWhitespace: false,
    });
    const img = button.querySelector('img')!;
    expect(img).toHaveAttribute('src', characterImagePath(limited));
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(button.querySelector('span')).toHaveClass('demo-pick-name');
    expect(button.querySelector('.demo-pick-rarity')).toHaveTextContent(`${limited.rarity.toUpperCase()} · LD`);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves the name without a class unless given one, and a plain character without LD', () => {
    render(<CharacterPick character={plain} block="demo-pick" imageSize={32} disabled aria-label="Add it" />);
    const button = screen.getByRole('button', { name: 'Add it' });
    expect(button).toBeDisabled();
    expect(button.querySelector('span')).not.toHaveAttribute('class');
    expect(button.querySelector('img')).toHaveAttribute('height', '32');
    expect(button).not.toHaveTextContent('LD');
  });
});

describe('NoPickMatch', () => {
  it('says the screen’s line, then how to find someone, in paragraphs of the class given', () => {
    const { container } = render(<NoPickMatch className="demo-note">No one matches “zz”.</NoPickMatch>);
    const lines = [...container.querySelectorAll('p')];
    expect(lines.map((p) => p.textContent)).toEqual([
      'No one matches “zz”.',
      'Check the spelling, or empty the search to see every character.',
    ]);
    expect(lines.every((p) => p.className === 'demo-note')).toBe(true);
  });
});
