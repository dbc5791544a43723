/**
 * Finds the words a player would see that are written in the code rather than read from a message catalogue:
 *
 * - JSX text with a letter in it (`<h1>Characters</h1>`), except inside Lingui's `<Trans>`, `<Plural>`, `<Select>`
 *   and `<SelectOrdinal>`, whose text is the message itself;
 * - a text attribute (`aria-label`, `title`, `alt`, `placeholder`, `label`, and any prop named `…Label`, `…Title` or
 *   `…Text`, such as a dialog's `confirmLabel`) whose value holds a literal with a letter;
 * - a literal with a letter as a JSX child expression (`{open ? 'Close' : 'Open'}`);
 * - a literal with a letter passed to a known text sink: `useDocumentTitle`, `plural`, `alert`, `confirm`, `prompt`,
 *   or assigned to `document.title`.
 *
 * A literal counts when it is the value itself, either branch of `?:`, a side of `&&`, `||` or `??`, or the text of a
 * template literal; a literal compared, passed to any other function or used as a key is not a word on screen.
 * Tagged templates (`t\`…\``) are messages. Text without a letter (`−`, `+`, `(3)`) says nothing to translate.
 */
import ts from 'typescript';

export interface UnlocalizedString {
  readonly line: number;
  readonly text: string;
}

const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder']);
const TEXT_PROP = /^(label|title|text|[a-z][A-Za-z]*(Label|Title|Text))$/;
const SINKS = new Set(['useDocumentTitle', 'plural', 'alert', 'confirm', 'prompt']);
const LETTER = /\p{L}/u;

function tagName(element: ts.JsxOpeningLikeElement): string {
  return element.tagName.getText();
}

function isTextAttribute(name: string): boolean {
  return TEXT_ATTRIBUTES.has(name) || TEXT_PROP.test(name);
}

/** The literal texts an expression can evaluate to as it stands: see the value positions above. */
function literalTexts(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return literalTexts(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(expression.right);
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken) {
      return [...literalTexts(expression.left), ...literalTexts(expression.right)];
    }
    if (kind === ts.SyntaxKind.PlusToken) return [...literalTexts(expression.left), ...literalTexts(expression.right)];
  }
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function isDocumentTitle(node: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(node) && node.getText() === 'document.title';
}

/** Every unlocalized string of one source file, in order. */
export function findUnlocalizedStrings(fileName: string, source: string): UnlocalizedString[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: UnlocalizedString[] = [];

  function report(node: ts.Node, text: string) {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(trimmed)) return;
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: trimmed });
  }

  function reportLiterals(expression: ts.Expression) {
    for (const literal of literalTexts(expression)) {
      report(literal, (literal as ts.LiteralLikeNode).text);
    }
  }

  function visit(node: ts.Node, inMessage: boolean) {
    if (ts.isJsxText(node)) {
      if (!inMessage) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      const element = node.parent.parent;
      if (!MACRO_ELEMENTS.has(tagName(element)) && isTextAttribute(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
          reportLiterals(node.initializer.expression);
        }
      }
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression && !inMessage) {
      reportLiterals(node.expression);
    } else if (ts.isCallExpression(node) && SINKS.has(calleeName(node) ?? '')) {
      for (const argument of node.arguments) reportLiterals(argument);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isDocumentTitle(node.left)
    ) {
      reportLiterals(node.right);
    }
    const message =
      inMessage || ((ts.isJsxElement(node) && MACRO_ELEMENTS.has(tagName(node.openingElement))) as boolean);
    ts.forEachChild(node, (child) => visit(child, message));
  }

  visit(file, false);
  return found;
}
