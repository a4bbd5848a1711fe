import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { routePreloads } from './build/route-preloads-plugin';
import { REACT_ALIASES } from './build/react-aliases';
import { pwa } from './build/pwa';

// The Fastify server owns /api and /dev; in development Vite forwards them so the
// browser still talks to one origin (cookies, CSRF and CSP behave as in production).
const apiTarget = 'http://127.0.0.1:3000';

// What every page needs before its first paint, in one file (the entry, beside Rolldown's small
// runtime): React, the router and TanStack Query come in through these modules'
// imports; then the guards, the design basics, the header controls every layout shows, and
// the session calls.
const CORE_MODULES = [
  // Preact's compatibility layer stands in for React (REACT_ALIASES below, ADR 045).
  String.raw`node_modules[\\/]preact[\\/]`,
  String.raw`src[\\/]main\.tsx$`,
  String.raw`src[\\/]lib[\\/](api|i18n|use-translation|use-error-message|storage|theme|query-client|intl|form|server-field-errors|connectivity|service-worker|offline-data|offline-caches)\.ts`,
  String.raw`src[\\/]app[\\/](guards|page-title|use-[a-z-]+|app-root|routes|route-error|providers|query-client)\.tsx?$`,
  String.raw`src[\\/]app[\\/]layouts[\\/](theme-toggle|language-select)\.tsx$`,
  String.raw`src[\\/]components[\\/]ui[\\/](button|field|checkbox|alert|spinner|splash|logo|link|toast|cn|empty-state|page-loading)`,
  String.raw`src[\\/]features[\\/]auth[\\/]api[\\/](get-session|login|logout|update-preferences)\.ts`,
  String.raw`src[\\/]locales[\\/]en[\\/]common\.json`,
  // The login page's promo icons, drawn by signed-in pages too (the top bar's search, the
  // dashboard's goals): left to the login chunk, those pages imported all of it (4.4 KB).
  String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](search|handshake|target)\.mjs$`,
];
// The login page's own code in one file; the other sign-in pages load theirs on top.
const AUTH_MODULES = [
  String.raw`src[\\/]features[\\/]auth[\\/](i18n|hooks[\\/]use-auth-form|components[\\/](login-form|oauth-buttons|auth-heading|sign-in-link-offer))`,
  String.raw`src[\\/]app[\\/]routes[\\/]auth[\\/]login`,
  String.raw`src[\\/]app[\\/]layouts[\\/]auth-`,
  String.raw`src[\\/]locales[\\/]en[\\/]auth\.json`,
];
const CORE = new RegExp(CORE_MODULES.join('|'));
const AUTH = new RegExp(AUTH_MODULES.join('|'));

/**
 * The chunk lists name files by path: one that moves or is renamed silently leaves its chunk,
 * and the login page grows. Production builds warn about every pattern that matched nothing.
 */
function checkChunkLists(): Plugin {
  return {
    name: 'skilllink:check-chunk-lists',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const pattern of [...CORE_MODULES, ...AUTH_MODULES]) {
        const re = new RegExp(pattern);
        if (!ids.some((id) => re.test(id))) this.warn(`chunk list: nothing matches ${pattern}; a file moved?`);
      }
    },
  };
}

/**
 * React Router 7 creates `Link`, `NavLink` and `Form` with `React.forwardRef(…)` and then sets
 * their `displayName`: both count as side effects, so a bundler keeps the three components,
 * and with them prefetching, form submission and RSC helpers, even in an app that never
 * renders them (~4 KB gzip on every page). Marking those calls pure and dropping the
 * DevTools-only names lets tree-shaking remove what the app does not use; it uses its own
 * Link/NavLink (src/components/ui/link.tsx). Same change as remix-run/react-router#15299.
 * It also turns React Router's dev warnings off, the one difference from the production build
 * the package ships but does not export. Production builds only; numbers in
 * docs/decisions/008-web-bundle-budget.md.
 */
function treeShakeReactRouter(): Plugin {
  let annotated = 0;
  return {
    name: 'skilllink:tree-shake-react-router',
    apply: 'build',
    buildStart() {
      annotated = 0;
    },
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code) {
        let count = 0;
        const out = code
          .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, (_, head: string, call: string) => {
            count++;
            return `${head}/* @__PURE__ */ ${call}`;
          })
          // Top-level `Name.displayName = "…";` only (kept line breaks keep positions stable).
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          // What the package's own (unexported) production build differs by: no dev warnings.
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
        annotated += count;
        return out === code ? null : { code: out, map: null };
      },
    },
    buildEnd() {
      // A React Router upgrade that reshapes its output must not silently re-add the weight.
      if (annotated === 0) this.warn('react-router: no forwardRef component found to mark pure; check the login page budget');
    },
  };
}

// `vite build --ssr src/server-pages.tsx` builds the server's copy of the sign-in pages (ADR 049)
// into dist-ssr/: one bundle with every package in it, no chunk groups, no page lists.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), treeShakeReactRouter(), ...(isSsrBuild ? [] : [checkChunkLists(), routePreloads(), VitePWA(pwa)])],
  ssr: { noExternal: true },
  resolve: { alias: REACT_ALIASES },
  // Under Vitest the happy-dom environment resolves packages with the "node" condition but not
  // "module", so React Router's exports hand it the CommonJS build, whose require('react') no
  // alias reaches. Ask for the ES builds (tests only).
  ...(process.env.VITEST ? { environments: { client: { resolve: { conditions: ['module', 'node', 'development|production'] } } } } : {}),
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/dev': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Hashed file names under /assets/ are cached "immutable" by the server.
    sourcemap: false,
    // dist/.vite/manifest.json maps source modules to chunks; scripts/route-size.mjs reads it
    // to report what a given page downloads (the login page budget).
    manifest: true,
    target: 'es2022',
    // Every browser that runs ES2022 supports <link rel=modulepreload>; skip the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Fewer, larger chunks on the entry pages: many tiny files compress worse (the login
            // page measured ~4 KB gzip lighter this way). Everything else splits per route.
            codeSplitting: {
              groups: [
                // What the first paint of every page needs: guards, design basics and, through
                // their imports, React, the router, TanStack Query and our translator.
                { name: 'core', test: CORE, priority: 2 },
                // The login page (layout, form, strings) in one download.
                { name: 'auth', test: AUTH, priority: 1 },
                // The signed-in layout with everything it imports (top bar, sidebar, icons, the
                // bell's and badges' queries) in one file rather than ~25 of about 1 KB, each of
                // which paid ~0.3 s and its headers on a slow phone (issue 21).
                { name: 'app', test: /src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/, priority: 0 },
                // Icons and small pieces that several signed-in pages share: left alone, each was a file
                // of 0.2–1.4 KB, and at 100 kbit/s and 300 ms a round trip the dashboard's 14 of them
                // cost ~0.85 s before its first stat for ~2 KB saved (measured: 8.5 → 7.65 s).
                {
                  name: 'shared',
                  test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|src[\\/]components[\\/]ui[\\/](query-state|relative-time|level-badge|avatar)|src[\\/]lib[\\/](tagged|use-debounced|use-media-query|relative-time|badge)/,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test/setup.ts'],
    // Vitest loads node_modules with Node itself, past resolve.alias, so a library
    // that imports React (Testing Library, the router, TanStack Query, Radix and its helpers,
    // FullCalendar, lucide) would bring the real react-dom beside Preact. Run them through Vite.
    // Testing Library names its CommonJS build as "main" (require() is never aliased) and its
    // ES build only as "module", which Vitest's resolver does not read: point at the ES build.
    // dnd-kit (the task board) is the same: CommonJS as "main", its ES build only as "module".
    alias: [
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^@dnd-kit\/(core|sortable|utilities|accessibility)$/, replacement: '@dnd-kit/$1/dist/$1.esm.js' },
    ],
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](preact|[^\\/]*react[^\\/]*|@[^\\/]+[\\/][^\\/]*react[^\\/]*|@radix-ui|radix-ui|@dnd-kit|@fullcalendar|use-callback-ref|use-sidecar)[\\/]/,
        ],
      },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // One module graph per worker, not per file: setup.ts resets what tests touch (docs/testing.md).
    isolate: false,
    // Tests wait for the state they need, never for a number of milliseconds; on a machine
    // running the whole suite beside other work, reaching that state can take seconds.
    testTimeout: 30_000,
  },
}));
