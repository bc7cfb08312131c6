import { describe, expect, it } from 'vitest';
import { pageStyles, withoutDeadFallbacks } from './critical-css.ts';

const css = `
@layer base { h4 { margin: 0 } p { margin: 0 } :focus-visible { outline: 3px solid } }
@layer utilities {
  .shown { color: red }
  .absent { color: blue }
  .shown.absent { color: green }
  .hover\\:shown:hover { color: navy }
  .group-open\\:rotate:is(:where(.group):is([open]) *) { rotate: 45deg }
  :where(.space > :not(:last-child)) { margin-top: 1rem }
  :where(.gone > :not(:last-child)) { margin-top: 2rem }
  .md\\:wide { @media (min-width: 48rem) { width: 100% } }
}
:root, :host { --used: 1px; --unused: 2px; --chain: var(--unused); --from-html: red }
.shown { padding: var(--used) }
@property --tw-x { syntax: "*"; inherits: false }
@property --tw-read { syntax: "*"; inherits: false }
.shown { transform: translate(var(--tw-read)) }
input::-webkit-datetime-edit { padding: 0 }
input::-webkit-inner-spin-button { height: auto }
::placeholder { opacity: 1 }
:host { display: block }
`;

const html = `<html><body><p class="shown hover:shown group-open:rotate md:wide space">x</p>
<details class="group"><summary>q</summary></details><span style="color: var(--from-html)"></span><input type="number" name="n"></body></html>`;

describe('pageStyles: the rules a page needs for its own HTML, inline', () => {
  const out = pageStyles(css, html).inline;

  it('keeps the rules of classes and elements on the page, with their states', () => {
    expect(out).toContain('.shown{color:red}');
    expect(out).toContain('.hover\\:shown:hover');
    expect(out).toContain('.group-open\\:rotate:is(');
    expect(out).toContain(':where(.space>:not(:last-child))');
    expect(out).toContain('.md\\:wide');
    expect(out).toMatch(/p\{margin:0\}/);
    expect(out).toContain(':focus-visible');
    expect(out).toContain('::placeholder');
  });

  it('drops rules that need a class or element the page does not have', () => {
    expect(out).not.toContain('.absent');
    expect(out).not.toContain('h4');
    expect(out).not.toContain('.gone');
  });

  it('drops the parts of input types the page does not have, keeps those it has', () => {
    expect(out).not.toContain('datetime-edit');
    expect(out).toContain('::-webkit-inner-spin-button');
  });

  it('drops custom properties nobody reads, through chains, with their @property', () => {
    expect(out).toContain('--used:1px');
    expect(out).toContain('--from-html:red');
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--chain');
    expect(out).not.toContain('--tw-x');
    expect(out).toContain('@property --tw-read');
  });

  it('drops a rule for :host alone (it matches only inside a shadow tree)', () => {
    expect(out).toContain(':root,:host{');
    expect(out).not.toContain(':host{display:block}');
  });
});

describe("pageStyles and Tailwind's layers", () => {
  const layered = `@layer properties{@supports (not (margin-trim:inline)){*{--tw-x:0}}}@layer theme{:root{--c:red}}@layer components;@layer utilities{.a{color:var(--c);translate:var(--tw-x)}}@layer extra{.b{color:blue}}`;
  const { inline: out, rest } = pageStyles(layered, '<p class="a">x</p>');

  it('declares the whole order up front, so the stylesheet arriving later changes no precedence', () => {
    expect(out.startsWith('@layer properties,theme,components,utilities,extra;')).toBe(true);
  });

  it('drops the @property fallback layer, keeps the rules the HTML uses', () => {
    expect(out).not.toContain('margin-trim');
    expect(out).toContain('.a{');
    expect(out).not.toContain('.b{');
  });

  it('leaves the rules the HTML does not use to the rest, in their layers; the fallback layer to neither', () => {
    expect(rest).not.toContain('margin-trim');
    expect(rest).toContain('@layer extra{.b{color:#00f}}');
    expect(rest).not.toContain('.a{');
  });
});

describe('pageStyles: the rest of the stylesheet, loaded with the app', () => {
  const { inline, rest } = pageStyles(`@font-face{font-family:F;src:url(f.woff2)}@keyframes spin{to{rotate:1turn}}` + css, html);

  it('holds the rules the inline part dropped, and none it kept', () => {
    expect(rest).toContain('.absent{color:#00f}');
    expect(rest).toContain('h4{margin:0}');
    expect(rest).toContain('.gone');
    expect(rest).toContain('datetime-edit');
    expect(rest).not.toMatch(/\.shown\{(color|padding|transform)/);
    expect(rest).not.toContain('p{margin:0}');
    expect(rest).not.toContain(':focus-visible');
  });

  it('restyles nothing on the page: no custom property on the root, no @property, no rule the page uses', () => {
    expect(rest).not.toMatch(/:root|:host\{--/);
    expect(rest).not.toContain('@property');
    expect(rest).not.toContain('--used:');
    expect(rest).not.toContain('--from-html');
  });

  it('writes the values only its own rules read into them; drops what nothing reads', () => {
    const themed = pageStyles(
      `:root,:host{--used:1px;--gap:3px;--wide:calc(var(--gap) * 2)}@supports (color:lab(0% 0 0)){:root,:host{--gap:4px}}` +
        `.shown{padding:var(--used);--tw-dead:1;--tw-y:2px}.absent{margin:var(--gap,0);width:var(--wide);translate:var(--tw-y)}` +
        `@property --tw-y{syntax:"*";inherits:false;initial-value:0}@property --tw-dead{syntax:"*";inherits:false}`,
      '<p class="shown">x</p>',
    );
    expect(themed.rest).toContain('.absent{width:6px;translate:var(--tw-y);margin:3px}');
    expect(themed.rest).toContain('.shown{--tw-y:2px}');
    expect(themed.rest).not.toMatch(/:root|@supports|--tw-dead|@property/);
    expect(themed.inline).toContain('@property --tw-y');
    expect(themed.inline).not.toContain('--tw-dead');
  });

  it('repeats neither the fonts nor the animations, which stay inline', () => {
    expect(inline).toContain('@font-face');
    expect(inline).toContain('@keyframes spin');
    expect(rest).not.toContain('@font-face');
    expect(rest).not.toContain('@keyframes');
  });
});

describe('pageStyles: bytes the document need not carry', () => {
  const { inline, rest } = pageStyles(
    `/*! tailwindcss | MIT License */.a{color:#fff}.m{border-color:#ffffff1a}@supports (color:color-mix(in lab, red, red)){.m{border-color:color-mix(in oklab, var(--color-white) 10%, transparent)}}` +
      `::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}.b{color:red}`,
    '<p class="a m">x</p><input placeholder="z">',
  );

  it('writes a theme colour with an opacity once (hex with alpha): its color-mix() is the same colour', () => {
    expect(inline).toContain('.m{border-color:#ffffff1a}');
    expect(inline + rest).not.toContain('var(--color-white)');
  });

  it('keeps a mix of anything else', () => {
    expect(inline).toContain('color-mix(in oklab, currentcolor 50%, transparent)');
  });

  it('leaves the licence banner to the rest, served beside it', () => {
    expect(inline).not.toContain('MIT License');
    expect(rest).toContain('/*! tailwindcss | MIT License */');
  });
});

describe('withoutDeadFallbacks: a fallback the root makes unreachable', () => {
  const css =
    '@layer theme{:root,:host{--font:Sans;--set:1px}}@supports (color:lab(0 0 0)){:root,:host{--wide:red}}' +
    '@property --registered{syntax:"*";inherits:false;initial-value:0}' +
    'html{font-family:var(--font,-apple-system, "Segoe UI (x)", sans-serif);margin:var(--set,calc(1px + (2px)))}' +
    '.a{padding:var(--unset,3px);width:var(--registered,4px);gap:var(--set);color:var(--wide,blue)}';
  const out = withoutDeadFallbacks(css);

  it('drops the fallback of a property the root sets, parentheses and strings included', () => {
    expect(out).toContain('html{font-family:var(--font);margin:var(--set)}');
  });

  it('keeps the fallback of a property the root does not always set, or that is registered', () => {
    expect(out).toContain('padding:var(--unset,3px)');
    expect(out).toContain('color:var(--wide,blue)');
    expect(out).toContain('width:var(--registered,4px)');
    expect(out).toContain('gap:var(--set);');
  });
});
