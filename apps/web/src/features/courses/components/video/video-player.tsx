import type { VideoRendition } from '@skilllink/contracts/courses';
import { useId, useRef, useState } from 'react';
import { useDataSaver } from '../../../../lib/use-data-saver';
import { useTranslation } from '../../../../lib/use-translation';
import { QualitySwitch } from './quality-switch';
import { usePlayerKeys } from './use-player-keys';
import { useRendition } from './use-rendition';
import { useVideoCommands } from './use-video-commands';
import { useVideoState } from './use-video-state';
import { useWatchTracking } from './use-watch-tracking';
import { VideoControls } from './video-controls';
import '../../i18n';

export interface VideoPlayerProps {
  title: string;
  /** The standard video; with `renditions`, the player picks one of those instead (ADR 074). */
  src: string;
  renditions?: VideoRendition[];
  /** The lesson's length (seconds): gives each rendition's bit rate. */
  durationSeconds?: number;
  poster: string | null;
  captionsUrl: string | null;
  /** Where to resume (seconds). */
  startAt: number;
  /** Heartbeats while playing (see useWatchTracking); `end` counts the sendings after the video ended; `played`, what was played (offline watching). */
  onBeat: (positionSeconds: number, end: number | null, played: Array<[number, number]>) => Promise<boolean> | void;
}

/**
 * A small player over the browser's own <video>: no library, only the metadata is fetched until
 * the member presses play (members pay for every byte), keyboard shortcuts and labelled controls.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation('courses');
  const saver = useDataSaver();
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const hintId = useId();
  const [captions, setCaptions] = useState(false);
  const hasCaptions = props.captionsUrl ? captions : null;
  const { state, sync } = useVideoState(video, box);
  const commands = useVideoCommands(video, box, track, sync, setCaptions);
  usePlayerKeys(box, commands, hasCaptions);
  useWatchTracking(video, { startAt: props.startAt, onBeat: props.onBeat });
  // After useWatchTracking: a new rendition's position is set after the lesson's own resume.
  const quality = useRendition(video, { src: props.src, renditions: props.renditions ?? [], durationSeconds: props.durationSeconds ?? 0 });

  return (
    <div
      ref={box}
      role="group"
      tabIndex={0}
      aria-label={t('player.region', { title: props.title })}
      aria-describedby={hintId}
      className="overflow-hidden rounded-xl bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <video
        ref={video}
        src={quality.src}
        poster={props.poster ?? undefined}
        // Data saver (issue 28 §4): nothing of the video loads before the member presses play.
        preload={saver.on ? 'none' : 'metadata'}
        playsInline
        onClick={commands.togglePlay}
        className="aspect-video w-full bg-black"
      >
        {props.captionsUrl && <track ref={track} kind="captions" src={props.captionsUrl} srcLang="en" label={t('player.captionsTrack')} />}
        {t('player.unsupported')}
      </video>
      <VideoControls state={state} commands={commands} captions={hasCaptions} quality={<QualitySwitch quality={quality} />} />
      <p id={hintId} className="sr-only">
        {t('player.shortcuts')}
      </p>
    </div>
  );
}
