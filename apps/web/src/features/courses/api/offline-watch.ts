import type { WatchProgress } from '@skilllink/contracts/courses';
import { OFFLINE_SEGMENTS_MAX, type OfflineWatchBody } from '@skilllink/contracts/offline-watch';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentWriteQueue, newClientId, registerWriteKind } from '../../../lib/write-queue';
import { applyCompletion } from './complete-lesson';
import { coursesKeys, learningElsewhere, lessonPath } from './keys';

/** The write queue's kind for watching recorded offline (POST …/offline-watch, ADR 073). */
export const OFFLINE_WATCH = 'lesson.offlineWatch';

/** One player's watching while the server is unreachable: sent once, on reconnect, under one client id. */
export interface OfflineRecording {
  courseId: string;
  lessonId: string;
  /** When playing began in this player (the device's clock): the server bounds the credit by it. */
  startedAt: number;
  clientId: string | null;
}

/** The played stretches, in seconds within the lesson's length, at most OFFLINE_SEGMENTS_MAX (the earliest). */
export function segmentsOf(played: Array<[number, number]>, durationSeconds: number): OfflineWatchBody['segments'] {
  return played
    .map(([from, to]) => ({ from: Math.max(0, Math.round(from * 100) / 100), to: Math.min(durationSeconds, Math.round(to * 100) / 100) }))
    .filter((s) => s.to > s.from)
    .sort((a, b) => a.from - b.from)
    .slice(0, OFFLINE_SEGMENTS_MAX);
}

/**
 * Keeps (or updates) the recording's report in the member's write queue. A report the queue
 * already sent is not changed: a new one starts, with a new client id, from now.
 */
export function recordOffline(recording: OfflineRecording, segments: OfflineWatchBody['segments']): void {
  if (segments.length === 0) return;
  const queue = currentWriteQueue();
  if (recording.clientId && !queue.entries().some((e) => e.id === recording.clientId)) {
    recording.clientId = null;
    recording.startedAt = Date.now();
  }
  const clientId = (recording.clientId ??= newClientId());
  const body: OfflineWatchBody = {
    clientId,
    segments,
    startedAt: new Date(recording.startedAt).toISOString(),
    endedAt: new Date().toISOString(),
  };
  queue.add(
    OFFLINE_WATCH,
    { method: 'POST', path: `${lessonPath(recording.courseId, recording.lessonId)}/offline-watch`, body },
    { id: clientId, replaces: (e) => e.id === clientId },
  );
}

/** On the course page: a report the server took shows its completion and refreshes the course. */
export function useOfflineWatchResults(courseId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    registerWriteKind(OFFLINE_WATCH, {
      settled: (outcome) => {
        const path = outcome.entry.payload.path;
        const lessonId = decodeURIComponent(path.split('/lessons/')[1]?.split('/')[0] ?? '');
        const progress = outcome.ok ? (outcome.data as WatchProgress | undefined) : undefined;
        if (progress?.completion && path.startsWith(`/api/v1/courses/${encodeURIComponent(courseId)}/`)) {
          applyCompletion(queryClient, courseId, lessonId, progress.completion);
          for (const queryKey of learningElsewhere.invalidates) void queryClient.invalidateQueries({ queryKey });
        } else void queryClient.invalidateQueries({ queryKey: coursesKeys.all });
      },
    });
  }, [queryClient, courseId]);
}
