import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { RoutePreload, RoutePreloadsFile } from '@skilllink/contracts/route-preloads';
import { ROUTE_PRELOADS } from '../src/app/route-preloads';

/** Written beside Vite's manifest; the server reads it at start-up (apps/server/src/platform/web-pages.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/** Every chunk `start` needs before it runs: itself and its static imports, recursively. */
function staticClosure(bundle: OutputBundle, start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = bundle[start];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) staticClosure(bundle, next, into);
  return into;
}

/**
 * For each route of src/app/route-preloads.ts, the chunks its layout and page need (minus
 * what the entry already loads: index.html lists those) and their CSS, as URLs.
 */
function resolve(bundle: OutputBundle, root: string): RoutePreload[] {
  const chunks = chunksOf(bundle);
  const entry = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry)) staticClosure(bundle, chunk.fileName, entry);
  const chunkOf = (module: string): OutputChunk => {
    const id = path.resolve(root, module);
    const found = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!found) throw new Error(`route preloads: no chunk holds ${module}; did it move?`);
    return found;
  };
  return ROUTE_PRELOADS.map((route) => {
    const files = new Set<string>();
    for (const module of route.modules) staticClosure(bundle, chunkOf(module).fileName, files);
    const needed = [...files].filter((f) => !entry.has(f));
    const styles = new Set<string>();
    for (const f of needed) {
      const chunk = bundle[f];
      if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    }
    return {
      path: route.path,
      scripts: needed.map((f) => `/${f}`),
      styles: [...styles].map((f) => `/${f}`),
      fetch: route.fetch,
      pageFetch: route.pageFetch,
      signedIn: route.signedIn,
    };
  });
}

/** Emits ROUTE_PRELOADS_FILE: what the server's HTML for each route preloads (issue 21). */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'skilllink:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const file: RoutePreloadsFile = { routes: resolve(bundle, root) };
      const source = JSON.stringify(file, null, 2);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source });
    },
  };
}
