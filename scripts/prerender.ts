// Writes the prerendered pages into dist/client: the home page (index.html) and the
// 404 page (404.html). CSS is inlined so the first response paints with no second request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { homeHead, notFoundHead } from '../src/client/head-tags.ts';

const DIST = process.env.BUILD_OUT ?? join(import.meta.dirname, '..', 'dist');
const CLIENT = join(DIST, 'client');

const { render } = (await import(pathToFileURL(join(DIST, 'ssr', 'entry-server.js')).href)) as {
  render: (route: 'home' | 'not-found') => Promise<string>;
};

let template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
template = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
  const css = readFileSync(join(CLIENT, href), 'utf8');
  return `<style>${css}</style>`;
});

// The page is complete without JavaScript, so the app's code need not compete with the first
// paint for a slow connection: a tiny inline loader imports it once the page has loaded.
// Its hash goes to csp.json for the server's Content-Security-Policy.
const inlineScripts: string[] = [];
template = template
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
    // After 'load', one frame is presented (the hero image included) before the code runs.
    const loader = `const go=()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})));document.readyState==='complete'?go():addEventListener('load',go,{once:true})`;
    inlineScripts.push(loader);
    return `<script type="module">${loader}</script>`;
  });
if (inlineScripts.length !== 1) throw new Error('prerender: expected exactly one module script in the Vite template');
writeFileSync(
  join(CLIENT, '..', 'csp.json'),
  JSON.stringify({ scriptHashes: inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`) }, null, 2),
);

const font = readdirSync(join(CLIENT, 'assets')).find((f) => f.startsWith('plus-jakarta-sans-subset') && f.endsWith('.woff2'));

const page = (head: string, html: string) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

writeFileSync(join(CLIENT, 'index.html'), page(homeHead(font && `/assets/${font}`), await render('home')));
writeFileSync(join(CLIENT, '404.html'), page(notFoundHead(font && `/assets/${font}`), await render('not-found')));
console.log('prerendered index.html and 404.html');
