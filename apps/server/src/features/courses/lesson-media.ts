import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { VideoRendition } from '@skilllink/contracts/courses';
import { courseMediaUrl, MEDIA_DIR } from '../../platform/media.js';

/** The renditions each lesson video is encoded in (scripts/generate-sample-media.sh), lowest first; the last is the standard one. */
export const RENDITION_HEIGHTS = [240, 480] as const;

let sizes: ReadonlyMap<string, number> | null = null;

/**
 * Size of every shipped course media file, read once (on the first lesson presented) and kept:
 * the files change only with a release, so no request pays for a disk read.
 */
function mediaSizes(): ReadonlyMap<string, number> {
  if (sizes) return sizes;
  const dir = path.join(MEDIA_DIR, 'courses');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    // No media shipped (a stripped install): lessons keep what the database says.
  }
  sizes = new Map(files.map((file) => [file, statSync(path.join(dir, file)).size]));
  return sizes;
}

/** Size in bytes of one shipped course media file, or null when it is not there. */
export const courseFileBytes = (file: string | null): number | null => (file ? (mediaSizes().get(file) ?? null) : null);

/**
 * The renditions of a lesson's video. A lesson stores one video file name: today
 * `sample-N-480p.webm`; databases seeded before renditions (ADR 074) still say `sample-N.webm`,
 * a file no longer shipped. Both name the same clip, whose renditions are `sample-N-<height>p.webm`.
 */
export function videoRenditions(videoFile: string): VideoRendition[] {
  const base = videoFile.replace(/(-\d+p)?\.webm$/, '');
  return RENDITION_HEIGHTS.flatMap((height) => {
    const file = `${base}-${height}p.webm`;
    const bytes = courseFileBytes(file);
    return bytes === null ? [] : [{ height, url: courseMediaUrl(file), bytes }];
  });
}
