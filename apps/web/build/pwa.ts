import type { VitePWAOptions } from 'vite-plugin-pwa';

// The installed app (issue 28 §1, ADR 070): its manifest and how the service worker is built.
// The worker is our own (src/sw/sw.ts, with Web Push); Workbox adds the list of files to keep.

const LIGHT = '#0f5e54';

export const pwa: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  // The app registers the worker itself, after the first paint (src/lib/service-worker.ts).
  injectRegister: false,
  // The icons are the browser's to fetch when it installs the app, not every visitor's.
  includeManifestIcons: false,
  injectManifest: {
    // The shell: the entry's scripts and styles and the signed-in layout (every app page loads
    // them), the offline page and the small icon. Route chunks are kept when first used, not all at install: a member on
    // mobile data downloads what they open, nothing more.
    globPatterns: ['assets/{core,app,shared}-*.{js,css}', 'offline.html', 'icons/icon-192.png', 'notification-icon.png'],
    // The worker is plain JavaScript for the browser: no code from the app's React aliases.
    minify: true,
  },
  manifest: {
    id: '/',
    name: 'SkillLink',
    short_name: 'SkillLink',
    description: 'Connect. Learn. Grow. Professional networking and free courses with certificates.',
    lang: 'en',
    start_url: '/app/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // The light theme's; the page's theme-color meta tags give each theme its own bar colour.
    theme_color: LIGHT,
    background_color: '#f4f6f5',
    categories: ['education', 'business', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Messages', url: '/app/messages', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Courses', url: '/app/courses', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Jobs', url: '/app/jobs', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  },
  devOptions: { enabled: false },
};
