import { describe, expect, it } from 'vitest';
import { findUnlocalizedStrings } from '../../scripts/unlocalized-strings';

function texts(source: string, file = 'screen.tsx'): string[] {
  return findUnlocalizedStrings(file, source).map((found) => found.text);
}

describe('the unlocalized strings check', () => {
  it('finds words written into JSX text, text attributes and child expressions', () => {
    const source = `
      export function Screen({ open, name }: { open: boolean; name: string }) {
        return (
          <div aria-label="Site tools" className="tools" data-testid="tools">
            <h1>Characters</h1>
            <img alt={\`\${name} element\`} src="a.png" />
            <Dialog confirmLabel="Clear all" onClose={() => close('now')} />
            {open ? 'Close' : 'Open'}
            {open && <span title={name}>−</span>}
          </div>
        );
      }`;
    expect(texts(source)).toEqual(['Site tools', 'Characters', 'element', 'Clear all', 'Close', 'Open']);
  });

  it('finds words passed to a text sink, with the line they are on', () => {
    const source = `useDocumentTitle('Characters');\nconst n = plural(count, 'pull');\ndocument.title = 'Home';`;
    expect(findUnlocalizedStrings('page.ts', source)).toEqual([
      { line: 1, text: 'Characters' },
      { line: 2, text: 'pull' },
      { line: 3, text: 'Home' },
    ]);
  });

  it('lets messages, markup without letters, and literals a player never reads pass', () => {
    const source = `
      export function Screen({ n, tip }: { n: number; tip: string }) {
        const { t } = useLingui();
        useDocumentTitle(t\`Characters\`);
        return (
          <section aria-label={t\`Owned characters\`} className={tip === 'shown' ? 'on' : 'off'}>
            <Trans>Filtrer par élément :</Trans>
            <Plural value={n} one="# character" other="# characters" />
            <span aria-hidden="true">{tip === 'shown' ? '−' : '+'}</span>
            ({n})
            {tip === 'shown' && <Tooltip id="tags" />}
          </section>
        );
      }`;
    expect(texts(source)).toEqual([]);
  });
});
