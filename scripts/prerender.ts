// Writes the prerendered pages into dist/client: the home page (index.html) and the
// 404 page (404.html). CSS is inlined so the first response paints with no second request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { homeHead, notFoundHead } from './prerender/head-tags';

const DIST = join(import.meta.dirname, '..', 'dist');
const CLIENT = join(DIST, 'client');

const { render } = (await import(pathToFileURL(join(DIST, 'ssr', 'entry-server.js')).href)) as {
  render: (route: 'home' | 'not-found') => Promise<string>;
};

let template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
template = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
  const css = readFileSync(join(CLIENT, href), 'utf8');
  return `<style>${css}</style>`;
});

const font = readdirSync(join(CLIENT, 'assets')).find((f) => f.startsWith('plus-jakarta-sans-latin-wght-normal') && f.endsWith('.woff2'));

const page = (head: string, html: string) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

writeFileSync(join(CLIENT, 'index.html'), page(homeHead(font && `/assets/${font}`), await render('home')));
writeFileSync(join(CLIENT, '404.html'), page(notFoundHead(), await render('not-found')));
console.log('prerendered index.html and 404.html');
