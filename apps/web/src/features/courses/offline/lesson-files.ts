import type { Lesson } from '@skilllink/contracts/courses';
import type { LessonFile } from '../../../lib/offline-lessons';

/** What "Save for offline" downloads for a video lesson, and the size shown before it. */
export interface OfflinePlan {
  videoUrl: string;
  files: LessonFile[];
  bytes: number;
}

/**
 * One rendition is kept (ADR 073): the lowest with data saver on, else the standard one (the
 * lesson's videoUrl), with the captions and the poster. Lessons whose renditions are not listed
 * yet keep videoUrl. Null for a quiz or a video without a file.
 */
export function offlinePlan(lesson: Lesson, dataSaver: boolean): OfflinePlan | null {
  if (lesson.type !== 'video' || !lesson.videoUrl) return null;
  const renditions = lesson.renditions ?? [];
  const rendition = dataSaver ? renditions[0] : (renditions.find((r) => r.url === lesson.videoUrl) ?? renditions[renditions.length - 1]);
  const video = rendition ? { url: rendition.url, bytes: rendition.bytes } : { url: lesson.videoUrl, bytes: lesson.videoBytes ?? 0 };
  const files = [video];
  if (lesson.captionsUrl) files.push({ url: lesson.captionsUrl, bytes: lesson.captionsBytes ?? 0 });
  if (lesson.posterUrl) files.push({ url: lesson.posterUrl, bytes: lesson.posterBytes ?? 0 });
  return { videoUrl: video.url, files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}
