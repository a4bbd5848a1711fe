import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};
const Params = z.object({ file: z.string().regex(/^[\w-]{1,100}\.(svg|png|jpg|jpeg|webp|avif)$/) });

interface Stored {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * The pictures of content/images, for the public pages, with an ETag and a day of caching. An
 * illustration drawn as SVG is also served as PNG under the same name (link previews on WhatsApp
 * and LinkedIn show no SVG), rendered once. Only files that exist are read or kept: made-up names
 * cost a failed open, never memory.
 */
export const contentImageRoutes: FastifyPluginAsyncZod<{ contentDir: string }> = async (app, { contentDir }) => {
  const stored = new Map<string, Stored>();
  const dir = path.join(contentDir, 'images');

  async function load(file: string): Promise<Stored | null> {
    const [name, ext] = [file.slice(0, file.lastIndexOf('.')), file.slice(file.lastIndexOf('.') + 1)];
    const own = await readFile(path.join(dir, file)).catch(() => null);
    let body = own;
    if (!body && ext === 'png') {
      const svg = await readFile(path.join(dir, `${name}.svg`)).catch(() => null);
      if (svg) body = await sharp(svg).resize(1200, 630, { fit: 'cover' }).png({ compressionLevel: 9, palette: true }).toBuffer();
    }
    if (!body) return null;
    return { body, type: TYPES[ext]!, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  }

  app.get(
    '/content/images/:file',
    { config: { public: true, csrfCookie: false }, schema: { params: Params, hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      let image = stored.get(file);
      if (!image) {
        const loaded = await load(file);
        if (!loaded) throw new AppError(404, 'not_found', 'Image not found', undefined, { key: 'not_found.image' });
        stored.set(file, (image = loaded));
      }
      reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.type).send(image.body);
    },
  );
};
