import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// React ships as CommonJS, which the bundler wraps in one arrow function per module, compiled the
// first time it runs: React's DOM code then costs a 40-60 ms task when the app starts, on a phone
// at a quarter of a laptop's speed. Written as a parenthesized function expression, the browser
// compiles it with the file, while it downloads, off the main thread. Safe for a module's own
// code, which reads neither `this` nor `arguments` at its top level.
const compileReactWithItsFile: Plugin = {
  name: 'compile-react-with-its-file',
  renderChunk(code, chunk) {
    if (chunk.name !== 'react') return null;
    const rewritten = code.replace(/__commonJSMin\(\(\(([\w$, ]*)\) => \{/g, '__commonJSMin((function($1) {');
    if (rewritten === code) this.error('the react chunk has no CommonJS wrappers to rewrite');
    return { code: rewritten, map: null };
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), compileReactWithItsFile],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Inline nothing as data: URLs; every asset is a cacheable, hashed file.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React in a chunk of its own: it changes less often than the page, so a returning
        // visitor keeps it cached, and the lazy parts all share this one copy.
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  worker: { format: 'es' },
});
