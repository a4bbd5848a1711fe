import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { REACT_ALIASES } from './build/react-aliases';

// The public site's own browser bundle (ADR 068): the islands script and the site's style sheet,
// written beside the app's build (dist/assets/site/) without touching it. The server finds the
// two files through .vite/site-manifest.json.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: REACT_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/site',
    manifest: '.vite/site-manifest.json',
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { site: 'src/site/client.tsx' } },
  },
});
