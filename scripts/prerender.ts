// Writes the prerendered pages into dist/client: the home page (index.html), the 404 page
// (404.html), the confirmation of a form sent without the app (message-sent.html), and the
// template the server fills with its answer to such a form when it needs a fix
// (form-result.html, no script: the visitor's browser did not run the app to get there).
// CSS is inlined so the first response paints with no second request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES, ROUTES, type Route } from '../src/common/pages.ts';
import { homeHead, pageHead } from '../src/client/head-tags.ts';

const DIST = process.env.BUILD_OUT ?? join(import.meta.dirname, '..', 'dist');
const CLIENT = join(DIST, 'client');

const { render } = (await import(pathToFileURL(join(DIST, 'ssr', 'entry-server.js')).href)) as {
  render: (route: Route) => Promise<string>;
};

let template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
const withoutApp = (html: string) => html.replace(/<script type="module">[^<]*<\/script>\s*/, '');
template = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
  const css = readFileSync(join(CLIENT, href), 'utf8');
  return `<style>${css}</style>`;
});

// The page is complete without JavaScript, so the app's code need not compete with the first
// paint: a tiny inline loader imports it once the hero image has painted, so the app's download
// and start-up never count toward the largest paint, even on a slow phone.
//  - Where the browser reports largest-contentful-paint: on its first entry for an image.
//  - Elsewhere: two frames after 'load' (a frame with the image has then been presented).
//  - At the latest 3 s after 'load', and at once on the visitor's first input.
// Its hash goes to csp.json for the server's Content-Security-Policy.
const inlineScripts: string[] = [];
template = template
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
    const loader = [
      `let n=0;const go=()=>n++||setTimeout(()=>import(${JSON.stringify(src)}));`,
      `const lcp=!!document.querySelector('img[fetchpriority=high]')&&PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');`,
      `if(lcp)new PerformanceObserver((l)=>l.getEntries().some((e)=>e.url)&&go()).observe({type:'largest-contentful-paint',buffered:true});`,
      `const loaded=()=>lcp?setTimeout(go,3e3):requestAnimationFrame(()=>requestAnimationFrame(go));`,
      `document.readyState==='complete'?loaded():addEventListener('load',loaded,{once:true});`,
      `for(const t of['pointerdown','keydown','touchstart'])addEventListener(t,go,{once:true,capture:true})`,
    ].join('');
    inlineScripts.push(loader);
    return `<script type="module">${loader}</script>`;
  });
if (inlineScripts.length !== 1) throw new Error('prerender: expected exactly one module script in the Vite template');
writeFileSync(
  join(CLIENT, '..', 'csp.json'),
  JSON.stringify({ scriptHashes: inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`) }, null, 2),
);

const font = readdirSync(join(CLIENT, 'assets')).find((f) => f.startsWith('plus-jakarta-sans-subset') && f.endsWith('.woff2'));

const SERVER_PAGES = [
  ['form-result.html', 'Your message'],
  ['booking.html', 'Your booking'],
] as const;

const page = (head: string, html: string) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

const fontHref = font && `/assets/${font}`;
for (const route of ROUTES) {
  const { file, title } = PAGES[route];
  writeFileSync(join(CLIENT, file), page(route === 'home' ? homeHead(fontHref) : pageHead(title, fontHref), await render(route)));
}
// The templates the server fills at request time: its answer to a form sent without the app, and
// a customer's page for their booking. Neither runs the app.
for (const [file, title] of SERVER_PAGES)
  writeFileSync(join(CLIENT, file), withoutApp(template.replace('<!--app-head-->', pageHead(title, fontHref))));
console.log(
  `prerendered ${ROUTES.map((route) => PAGES[route].file).join(', ')} and the ${SERVER_PAGES.map(([f]) => f).join(', ')} templates`,
);
