import { useRef } from 'react';
import { recordOffline, segmentsOf, type OfflineRecording } from '../api/offline-watch';

/**
 * The open lesson's offline recording (ADR 073): `begin` on every heartbeat (playing started
 * then, by the device's clock), `record` when one could not reach the server — what the player
 * played so far goes into the write queue, sent once on reconnect.
 */
export function useOfflineRecorder(courseId: string, lessonId: string, durationSeconds: number) {
  const recording = useRef<OfflineRecording | null>(null);
  const current = () => {
    if (recording.current?.lessonId !== lessonId) recording.current = { courseId, lessonId, startedAt: Date.now(), clientId: null };
    return recording.current;
  };
  return {
    begin: () => void current(),
    record: (played: Array<[number, number]>) => recordOffline(current(), segmentsOf(played, durationSeconds)),
  };
}
