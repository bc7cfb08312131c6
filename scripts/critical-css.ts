// The styles a prerendered page needs for its own HTML, for the page's inline <style>, and the
// rest of the stylesheet, which the app loads before it renders anything new.
// Why inline only a part: the whole stylesheet also styles what the app renders later (the call
// panel, the form's messages, the lightbox, the toasts); inline in the document it pushed '/' past
// the first round trip (about 14 KB).
// Why the rest holds only what the inline part lacks, and nothing that restyles the page: a
// stylesheet that arrives restyles every element its rules could match (a second copy of the
// page's @font-face rules lays out all the text again), and some rules restyle every element
// whatever they match: an @property registered, a custom property changed on the root (each
// element inherits it). Measured at a quarter of a laptop's speed, the rest restyling the page
// took 50 ms, after the page was painted; with none of these, 6 ms. So the rest's rules need a class
// or element the page's HTML does not have; the custom properties a rule the page uses leaves to
// the rest are only those a rule of the rest reads; every @property anything reads is inline;
// and the theme's values only the rest reads are written into its rules, not onto the root.
// Inline and rest together are the whole stylesheet but for Tailwind's fallback layer (below) and
// for what nothing reads.
//
// Conservative by design: a rule is dropped only when it cannot apply to this HTML, because a
// class or element it requires is absent (states such as :hover, :focus-visible or [open] are
// kept, since the visitor can reach them before the app loads). A custom property that nothing
// kept reads is dropped (the rest declares it), its @property only if nothing at all reads it. Tailwind's 'properties'
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

export function pageStyles(stylesheet: string, html: string): PageStyles {
  const css = withoutSameColourMixes(stylesheet);
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
  const readAnywhere = readVariables(css, html);
  let styles = used;
  for (;;) {
    const read = readVariables(styles, html);
    const fewer = transform({
      filename: 'page.css',
      code: Buffer.from(styles),
      minify: true,
      visitor: {
        Rule: { property: (rule) => (readAnywhere.has(rule.value.name) ? undefined : []) },
        Declaration: { custom: (declaration) => (declaration.name.startsWith('--') && !read.has(declaration.name) ? [] : undefined) },
      },
    }).code.toString();
    if (fewer === styles)
      return {
        inline: order + withoutDeadFallbacks(withoutBanners(styles)),
        rest: withThemeWritten(restOf(css, mayApply, read, readAnywhere)),
      };
    styles = fewer;
  }
}

/**
 * The whole stylesheet less what the inline part holds: `applies` tells a rule kept inline, `read`
 * the custom properties kept, `readAnywhere` those any rule or the page reads.
 */
function restOf(css: string, applies: (selector: Selector) => boolean, read: Set<string>, readAnywhere: Set<string>): string {
  // Set by each style rule for its own declarations, which the visitor reaches right after it. The
  // rule is not rewritten instead: lightningcss cannot read back a var() it handed out.
  let onlyUnread = false;
  // lightningcss reads a property it does not know (font-feature-settings, say) as 'custom' too.
  const unread = (declaration: Declaration) =>
    declaration.property === 'custom' &&
    declaration.value.name.startsWith('--') &&
    !read.has(declaration.value.name) &&
    readAnywhere.has(declaration.value.name);
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
        // Inline, or nowhere when nothing reads it (see pageStyles).
        property: () => [],
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

/**
 * Tailwind writes a colour with an opacity twice: as hex with alpha, then, where the browser has
 * color-mix(), as the theme's colour mixed with transparent. For a theme colour that is a fixed
 * sRGB value (this theme's are hex) the two are the same colour, so the second is bytes and a
 * rule for nothing: it goes. A mix of anything else (currentcolor, another mix) stays.
 */
const withoutSameColourMixes = (css: string) =>
  css.replaceAll(
    /@supports \(color:color-mix\(in lab, red, red\)\)\{[^{}]+\{[a-z-]+:color-mix\(in oklab, var\(--color-[\w-]+\) \d+%, transparent\)\}\}/g,
    '',
  );

/**
 * A var() fallback for a custom property the root always sets is never used: `var(--a, x)` is
 * `var(--a)` when `:root{--a:...}` always stands, unregistered (so every element inherits it). Preflight
 * writes a long one (the system font list after --default-font-family, about 70 bytes sent). A
 * property registered with @property may not inherit, so its fallbacks stay.
 */
export function withoutDeadFallbacks(css: string): string {
  const registered = new Set([...css.matchAll(/@property (--[\w-]+)/g)].map(([, name]) => name!));
  const onRoot = new Set(
    // Only a root rule that always applies: at the top or right inside a layer, not under @supports or @media.
    [...css.matchAll(/(?:^|[};]|@layer [\w.-]+\{):root,:host\{([^}]*)\}/g)].flatMap(([, body]) =>
      body!.split(';').map((declaration) => declaration.slice(0, declaration.indexOf(':'))),
    ),
  );
  let out = '';
  let at = 0;
  for (const match of css.matchAll(/var\((--[\w-]+),/g)) {
    const name = match[1]!;
    const start = match.index;
    if (start < at || !onRoot.has(name) || registered.has(name)) continue;
    // The fallback runs to the var()'s own closing parenthesis (it may hold parentheses and strings).
    let depth = 1;
    let quote = '';
    let end = start + match[0].length;
    for (; end < css.length && depth > 0; end++) {
      const char = css[end]!;
      if (quote) quote = char === quote ? '' : quote;
      else if (char === '"' || char === "'") quote = char;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
    }
    out += `${css.slice(at, start)}var(${name})`;
    at = end;
  }
  return out + css.slice(at);
}

/** The licence banners (/*! ... *\/) go from the inline part: the rest, served beside it, carries them. */
const withoutBanners = (css: string) => css.replaceAll(/\/\*![\s\S]*?\*\/\n?/g, '');

/**
 * The rest with the theme's values on the root (the custom properties only the rest reads) written
 * into the rules that read them: `var(--color-red-50)` becomes `#fef2f2`. The root's declarations
 * under @supports (wide-gamut versions of the same colours) go with them: the rest's colours are
 * the sRGB ones every screen shows. A value read in a way this cannot write in fails the build.
 */
function withThemeWritten(rest: string): string {
  const values = new Map<string, string>();
  // The rest is minified: a root rule is `:root,:host{--a:1;--b:2}`, its values without ; or }.
  const withoutRoot = rest.replaceAll(/:root,:host\{([^}]*)\}/g, (_, body: string) => {
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon);
      if (!name.startsWith('--')) throw new Error(`the rest of the stylesheet styles the root: ${declaration}`);
      if (!values.has(name)) values.set(name, declaration.slice(colon + 1));
    }
    return '';
  });
  let written = withoutRoot;
  for (let pass = 0, before = ''; before !== written && pass < 10; pass++) {
    before = written;
    for (const [name, value] of values) written = written.replaceAll(new RegExp(`var\\(${name}(,[^()]*)?\\)`, 'g'), value);
  }
  const left = [...values.keys()].find((name) => written.includes(`var(${name}`));
  if (left) throw new Error(`the rest of the stylesheet reads ${left} in a way the build cannot write its value into`);
  // Minified again: the @supports and layer blocks the root rules leave empty go.
  return transform({ filename: 'rest.css', code: Buffer.from(written), minify: true }).code.toString();
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
