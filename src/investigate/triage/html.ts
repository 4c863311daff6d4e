/**
 * HTML error pages read the way a browser shows them, through a real HTML parser (parse5): debug
 * pages (Django's technical 500 page, Werkzeug's debugger, Rails' DebugExceptions, Plug.Debugger)
 * put a frame's file, line and function in separate elements over several source lines, escape
 * what they quote and hide a copy-and-paste traceback in a `<textarea>`. Regular expressions over
 * markup get all three wrong; the parser's tree gets them right.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { collapse } from '../../util/text.js';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements whose content a reader never sees. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg']);
/** Elements that start a line of their own (a frame heading, a list item, a table row). */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'title',
  'tr',
  'ul',
]);
/** Elements whose white space is the text's own (tracebacks keep their indentation and lines). */
const PREFORMATTED = new Set(['pre', 'textarea', 'listing', 'xmp', 'plaintext']);
/** No page worth reading nests deeper; a hostile one that does cannot overflow the stack. */
const MAX_DEPTH = 256;

export interface HtmlPage {
  title?: string;
  /** The text a browser would show, one block per line, `<pre>` and `<textarea>` kept as written. */
  text: string;
  /** The text of the first element whose class list holds `className`. */
  byClass(className: string): string | undefined;
}

export function readHtml(html: string): HtmlPage {
  const document = parse(html);
  let title: string | undefined;
  const visitTitle = (node: Node, depth: number): void => {
    if (title !== undefined || depth > MAX_DEPTH) return;
    if (isElement(node) && node.tagName === 'title') {
      const text = collapse(textOf(node, true));
      if (text !== '') title = text;
      return;
    }
    for (const child of childrenOf(node)) visitTitle(child, depth + 1);
  };
  visitTitle(document, 0);
  return {
    title,
    text: visibleText(document),
    byClass: (className) => {
      const element = findByClass(document, className);
      if (element === undefined) return undefined;
      const text = collapse(textOf(element, true));
      return text === '' ? undefined : text;
    },
  };
}

function visibleText(root: Node): string {
  const out: string[] = [];
  let line = '';
  // A line begun inside `<pre>` keeps its indentation: tracebacks are indented.
  let preformattedLine = false;
  const endLine = (): void => {
    const text = preformattedLine ? line.trimEnd() : line.trim();
    if (text.trim() !== '') out.push(text);
    line = '';
    preformattedLine = false;
  };
  const append = (text: string, preformatted: boolean): void => {
    if (line === '') preformattedLine = preformatted;
    line += text;
  };
  const visit = (node: Node, preformatted: boolean, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (node.nodeName === '#text') {
      const value = (node as DefaultTreeAdapterTypes.TextNode).value;
      if (!preformatted) {
        append(value.replace(/\s+/g, ' '), false);
        return;
      }
      value.split(/\r?\n|\r/).forEach((part, index) => {
        if (index > 0) endLine();
        append(part, true);
      });
      return;
    }
    if (!isElement(node) && node.nodeName !== '#document') return;
    const tag = isElement(node) ? node.tagName : '';
    if (tag === 'head') {
      for (const child of childrenOf(node))
        if (isElement(child) && child.tagName === 'title') visit(child, false, depth + 1);
      endLine();
      return;
    }
    if (HIDDEN.has(tag)) return;
    const block = BLOCKS.has(tag);
    if (block) endLine();
    const inner = preformatted || PREFORMATTED.has(tag);
    for (const child of childrenOf(node)) visit(child, inner, depth + 1);
    if (block) endLine();
  };
  visit(root, false, 0);
  endLine();
  return out.join('\n');
}

function textOf(node: Node, includeHidden: boolean, depth = 0): string {
  if (depth > MAX_DEPTH) return '';
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (isElement(node) && !includeHidden && HIDDEN.has(node.tagName)) return '';
  return childrenOf(node)
    .map((child) => textOf(child, includeHidden, depth + 1))
    .join('');
}

function findByClass(node: Node, className: string, depth = 0): Element | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (isElement(node)) {
    const classes = node.attrs.find((attribute) => attribute.name === 'class')?.value.split(/\s+/) ?? [];
    if (classes.includes(className)) return node;
  }
  for (const child of childrenOf(node)) {
    const found = findByClass(child, className, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): readonly Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}
