import Fastify, { type FastifyInstance, type FastifyPluginOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.js';
import { newId } from '../../platform/ids.js';

/**
 * Test-only helpers for the public site's root-level routes (previews, sitemap): the plugin on a
 * bare Fastify over the test app's real database, so the tests do not depend on how app.ts
 * mounts it, and rows written straight into that database.
 */
export async function serve<O extends FastifyPluginOptions>(plugin: FastifyPluginAsyncZod<O>, options: O): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(plugin, options);
  await app.ready();
  return app;
}

/** A member's public face: handle, visibility, headline, location and skills (best first). */
export async function makePublic(
  db: DB,
  userId: string,
  opts: { handle: string; visibility?: 'everyone' | 'members' | 'connections'; title?: string; location?: string; skills?: string[] },
) {
  const now = new Date().toISOString();
  await db
    .updateTable('user')
    .set({ handle: opts.handle, profileVisibility: opts.visibility ?? 'everyone', title: opts.title ?? '', location: opts.location ?? '' })
    .where('id', '=', userId)
    .execute();
  for (const [n, name] of (opts.skills ?? []).entries()) {
    await db
      .insertInto('memberSkill')
      .values({
        id: newId(),
        userId,
        name,
        nameKey: name.toLowerCase(),
        level: 'Advanced',
        category: 'Technical',
        yearsOfExperience: 2,
        endorsementCount: 10 - n,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
}

/** A course and a certificate of it; `code` must have the issued shape (SL-XXXX-XXXX-XXXX). */
export async function certificateOf(db: DB, userId: string, code: string, opts: { title?: string; slug?: string; issuedAt?: string } = {}) {
  const courseId = newId();
  await db
    .insertInto('course')
    .values({
      id: courseId,
      slug: opts.slug ?? `og-${courseId}`,
      title: opts.title ?? 'Data basics',
      description: '',
      instructor: 'Dr. Ama Mensah',
      category: 'Technology',
      level: 'Beginner',
      thumbnail: '',
      enrolledCount: 0,
      reviewCount: 0,
      ratingTotal: 0,
      createdAt: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto('certificate')
    .values({ id: newId(), code, userId, courseId, grade: 'Passed', issuedAt: opts.issuedAt ?? '2026-03-12T10:00:00.000Z', pdfKey: null })
    .execute();
  return { courseId };
}
