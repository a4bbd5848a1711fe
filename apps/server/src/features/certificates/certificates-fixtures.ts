import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { newId } from '../../platform/ids.js';

/**
 * Test-only helpers: courses and certificates written straight into the database (the courses
 * area issues certificates for real; these tests only need the rows), and readers for a PDF.
 */
let counter = 0;

export async function insertCourse(
  app: FastifyInstance,
  opts: { title?: string; instructor?: string; level?: string; lessonSeconds?: number[] } = {},
) {
  counter += 1;
  const id = newId();
  const db = app.database.db;
  await db
    .insertInto('course')
    .values({
      id,
      slug: `cert-test-${id}`,
      title: opts.title ?? `Course ${counter}`,
      description: 'A course for certificate tests',
      instructor: opts.instructor ?? 'Dr. Ama Mensah',
      category: 'Technology',
      level: opts.level ?? 'Beginner',
      thumbnail: '',
      enrolledCount: 0,
      reviewCount: 0,
      ratingTotal: 0,
      createdAt: new Date().toISOString(),
    })
    .execute();
  const lessons = opts.lessonSeconds ?? [600, 900];
  for (const [position, seconds] of lessons.entries()) {
    await db
      .insertInto('lesson')
      .values({
        id: newId(),
        courseId: id,
        position,
        title: `Lesson ${position + 1}`,
        type: 'video',
        durationSeconds: seconds,
        videoFile: null,
        videoBytes: null,
        captionsFile: null,
        posterFile: null,
        passingScore: null,
        timeLimitSeconds: null,
      })
      .execute();
  }
  return { id };
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function randomCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
  return `SL-${group()}-${group()}-${group()}`;
}

export async function insertCertificate(
  app: FastifyInstance,
  opts: { userId: string; courseId: string; issuedAt?: string; code?: string; grade?: string },
) {
  const row = {
    id: newId(),
    code: opts.code ?? randomCode(),
    userId: opts.userId,
    courseId: opts.courseId,
    grade: opts.grade ?? 'Passed',
    issuedAt: opts.issuedAt ?? new Date().toISOString(),
    pdfKey: null,
  };
  await app.database.db.insertInto('certificate').values(row).execute();
  return row;
}

function streams(doc: PDFDocument) {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
}

const inflated = (stream: PDFRawStream) =>
  stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);

/** Every string the PDF's pages draw (hex strings shown with Tj), in drawing order. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const stream of streams(doc)) {
    if (stream.dict.get(PDFName.of('Subtype'))) continue;
    for (const match of inflated(stream)
      .toString('latin1')
      .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

/** The PDF's images as RGBA pixels (pdf-lib stores an embedded PNG as 8-bit RGB). */
export async function pdfImages(bytes: Buffer): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }[]> {
  const doc = await PDFDocument.load(bytes);
  const images = [];
  for (const stream of streams(doc)) {
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (stream.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflated(stream);
    const channels = rgb.length / (width * height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = rgb[i * channels + (channels === 1 ? 0 : c)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}
