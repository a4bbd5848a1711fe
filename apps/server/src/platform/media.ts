import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The sample lesson media shipped with the app (scripts/generate-sample-media.sh). */
export const MEDIA_DIR = fileURLToPath(new URL('../../media', import.meta.url));
/** Public path of a file in MEDIA_DIR/courses. */
export const courseMediaUrl = (file: string): string => `/media/courses/${file}`;

/**
 * Serves lesson videos, posters, captions and course thumbnails under /media/. Range requests
 * are answered with 206 and the part asked for (the player streams and seeks without fetching
 * the whole file on slow connections); files change only with a release, so browsers keep them
 * for a day and revalidate by ETag after.
 */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    setHeaders(res, filePath) {
      res.header('cache-control', 'public, max-age=86400');
      // The captions track is read by the page's <track>, which needs the right type.
      if (path.extname(filePath) === '.vtt') res.header('content-type', 'text/vtt; charset=utf-8');
    },
  });
}
