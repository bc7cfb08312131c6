// The styles a prerendered page needs for its own HTML, for the page's inline <style>, and the
// rest of the stylesheet, which the app loads before it renders anything new.
// Why inline only a part: the whole stylesheet also styles what the app renders later (the call
// panel, the form's messages, the lightbox, the toasts); inline in the document it pushed '/' past
// the first round trip (about 14 KB).
// Why the rest holds only what the inline part lacks: a stylesheet that arrives restyles every
// element its rules could match, and a second copy of the page's @font-face rules makes the browser
// lay out all the text again (80-180 ms on a phone at a quarter of a laptop's speed, after the
// page is painted). The rest's rules need a class or element the page's HTML does not have, so its
// arrival touches next to nothing on screen; inline and rest together are the whole stylesheet
// but for Tailwind's fallback layer (below).
//
// Conservative by design: a rule is dropped only when it cannot apply to this HTML, because a
// class or element it requires is absent (states such as :hover, :focus-visible or [open] are
// kept, since the visitor can reach them before the app loads). A custom property that nothing
// kept reads is dropped with its @property (the rest declares them). Tailwind's 'properties'
// layer goes from both: it repeats, for browsers without @property, the initial values the
// @property rules give, and every browser Tailwind supports (Safari 16.4+, Chrome 111+, Firefox
// 128+) has @property. The layers keep the whole stylesheet's order, declared up front, so the
// rest arriving later changes no layer's precedence. lightningcss is the CSS engine the build
// already runs (Tailwind and Vite use it), so no second parser reads the CSS.
import { transform, type Declaration, type Selector, type SelectorComponent } from 'lightningcss';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** Browser-specific parts of certain input types (a date field's editor, a number's spinner). */
const INPUT_PARTS: [RegExp, string[]][] = [
  [/^-webkit-(date-and-time-value|datetime-edit|calendar-picker-indicator)/, ['date', 'time', 'datetime-local', 'month', 'week']],
  [/^-webkit-(inner|outer)-spin-button$/, ['number']],
  [/^-webkit-search-/, ['search']],
];

function namesIn(html: string) {
  const classes = new Set<string>();
  const elements = new Set<string>();
  const inputTypes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of decode(list!).split(/\s+/)) if (name) classes.add(name);
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(tag!.toLowerCase());
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) inputTypes.add(/\stype="([^"]*)"/.exec(input!)?.[1]?.toLowerCase() ?? 'text');
  return { classes, elements, inputTypes };
}

const readVariables = (...texts: string[]) =>
  new Set(texts.flatMap((text) => [...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!)));

export interface PageStyles {
  /** What the page's HTML needs, for its inline <style>. */
  inline: string;
  /** Everything else in the stylesheet: what only the app's later renders use. */
  rest: string;
}

export function pageStyles(css: string, html: string): PageStyles {
  const { classes, elements, inputTypes } = namesIn(html.replace(/<style>[\s\S]*?<\/style>/g, ''));
  const present = (part: SelectorComponent): boolean => {
    if (part.type === 'class') return classes.has(part.name);
    if (part.type === 'type') return elements.has(part.name.toLowerCase());
    if (part.type === 'pseudo-element' && part.kind === 'custom') {
      const types = INPUT_PARTS.find(([name]) => name.test(part.name))?.[1];
      return !types || types.some((type) => inputTypes.has(type));
    }
    if (part.type !== 'pseudo-class') return true;
    // :host matches only inside a shadow tree; :is()/:where() need one of their selectors.
    if (part.kind === 'host') return false;
    if (part.kind === 'is' || part.kind === 'where') return part.selectors.some(mayApply);
    return true;
  };
  const mayApply = (selector: Selector) => selector.every(present);
  const layers: string[] = [];
  const layerSeen = (name: string) => layers.includes(name) || layers.push(name);
  const used = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.some(mayApply) ? undefined : []),
        'layer-statement': (rule) => void rule.value.names.forEach((name) => layerSeen(name.join('.'))),
        'layer-block': (rule) => {
          const name = rule.value.name?.join('.');
          if (name) layerSeen(name);
          return name === 'properties' ? [] : undefined;
        },
      },
    },
  }).code.toString();
  const order = layers.length ? `@layer ${layers.join(',')};` : '';

  // A custom property nobody reads goes, with its @property; repeated, since one dropped may have
  // been the only reader of another.
  let styles = used;
  for (;;) {
    const read = readVariables(styles, html);
    const fewer = transform({
      filename: 'page.css',
      code: Buffer.from(styles),
      minify: true,
      visitor: {
        Rule: { property: (rule) => (read.has(rule.value.name) ? undefined : []) },
        Declaration: { custom: (declaration) => (declaration.name.startsWith('--') && !read.has(declaration.name) ? [] : undefined) },
      },
    }).code.toString();
    if (fewer === styles) return { inline: order + styles, rest: restOf(css, mayApply, read) };
    styles = fewer;
  }
}

/** The whole stylesheet less what the inline part holds: `applies` tells a rule kept inline, `read` the custom properties kept. */
function restOf(css: string, applies: (selector: Selector) => boolean, read: Set<string>): string {
  // Set by each style rule for its own declarations, which the visitor reaches right after it. The
  // rule is not rewritten instead: lightningcss cannot read back a var() it handed out.
  let onlyUnread = false;
  // lightningcss reads a property it does not know (font-feature-settings, say) as 'custom' too.
  const unread = (declaration: Declaration) =>
    declaration.property === 'custom' && declaration.value.name.startsWith('--') && !read.has(declaration.value.name);
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // A rule kept inline leaves here only the custom properties the inline part dropped.
        style: (rule) => {
          onlyUnread = rule.value.selectors.some(applies);
          if (!onlyUnread) return undefined;
          const { declarations, importantDeclarations = [] } = rule.value.declarations;
          return [...declarations, ...importantDeclarations].some(unread) ? undefined : [];
        },
        property: (rule) => (read.has(rule.value.name) ? [] : undefined),
        // Always inline, whatever the HTML: the fonts and the animations. The fallback layer is
        // for browsers without @property, which none of the supported ones lacks (see above).
        'font-face': () => [],
        keyframes: () => [],
        'layer-block': (rule) => (rule.value.name?.join('.') === 'properties' ? [] : undefined),
      },
      Declaration: (declaration) => (onlyUnread && !unread(declaration) ? [] : undefined),
    },
  }).code.toString();
}

/** The stylesheet without one font family's @font-face (a page that keeps to the metric-matched fallback). */
export function withoutFontFace(css: string, family: string): string {
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        'font-face': (rule) => (rule.value.properties.some((p) => p.type === 'font-family' && p.value === family) ? [] : undefined),
      },
    },
  }).code.toString();
}
