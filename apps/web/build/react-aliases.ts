/**
 * Every import of React, in the app and in its libraries, resolves to Preact's compatibility
 * layer: half the size of the core chunk, which every first visit waits for (ADR 045). Exact matches only: a plain string key
 * would also rewrite every `react/…` and `react-dom/…` subpath, named here one by one.
 */
export const REACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
