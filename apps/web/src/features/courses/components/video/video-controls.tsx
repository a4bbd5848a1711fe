import { Captions, CaptionsOff, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { VIDEO_SKIP_SECONDS, VIDEO_SPEEDS, VOLUME_STEP } from '../../constants';
import { formatClock } from '../../../../lib/format-clock';
import type { VideoCommands } from './use-video-commands';
import type { VideoState } from './use-video-state';
import '../../i18n';

function IconButton({ label, onClick, pressed, children }: { label: string; onClick: () => void; pressed?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15"
    >
      {children}
    </button>
  );
}

const range = 'h-11 min-w-0 cursor-pointer accent-white';

interface ControlsProps {
  state: VideoState;
  commands: VideoCommands;
  /** null when the lesson has no captions track. */
  captions: boolean | null;
  /** The rendition switch (QualitySwitch), beside the speed. */
  quality?: ReactNode;
}

/** The player's bar: seek, play, skip ±10 s, volume and mute, speed, quality, captions, full screen. */
export function VideoControls({ state, commands, captions, quality }: ControlsProps) {
  const { t } = useTranslation('courses');
  const speedId = useId();
  const icon = 'size-5';
  const volume = state.muted ? 0 : state.volume;
  return (
    <div className="flex flex-col bg-black/85 px-2 pb-1 text-white">
      <input
        type="range"
        aria-label={t('player.seek')}
        min={0}
        max={Math.max(1, Math.floor(state.duration))}
        step={1}
        value={Math.floor(state.currentTime)}
        aria-valuetext={t('player.seekValue', { current: formatClock(state.currentTime), total: formatClock(state.duration) })}
        onChange={(event) => commands.seek(Number(event.target.value))}
        className={`${range} w-full`}
      />
      <div className="flex flex-wrap items-center gap-x-1">
        <IconButton label={state.playing ? t('player.pause') : t('player.play')} onClick={commands.togglePlay}>
          {state.playing ? <Pause className={icon} aria-hidden="true" /> : <Play className={icon} aria-hidden="true" />}
        </IconButton>
        <IconButton label={t('player.back', { seconds: VIDEO_SKIP_SECONDS })} onClick={() => commands.skip(-1)}>
          <RotateCcw className={icon} aria-hidden="true" />
        </IconButton>
        <IconButton label={t('player.forward', { seconds: VIDEO_SKIP_SECONDS })} onClick={() => commands.skip(1)}>
          <RotateCw className={icon} aria-hidden="true" />
        </IconButton>
        <span className="px-1 text-xs whitespace-nowrap tabular-nums" aria-hidden="true">
          {formatClock(state.currentTime)} / {formatClock(state.duration)}
        </span>
        <div className="ml-auto flex items-center">
          <IconButton label={t('player.mute')} onClick={commands.toggleMute} pressed={state.muted}>
            {volume === 0 ? <VolumeX className={icon} aria-hidden="true" /> : <Volume2 className={icon} aria-hidden="true" />}
          </IconButton>
          <input
            type="range"
            aria-label={t('player.volume')}
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={volume}
            aria-valuetext={`${Math.round(volume * 100)}%`}
            onChange={(event) => commands.setVolume(Number(event.target.value))}
            className={`${range} w-16 sm:w-24`}
          />
        </div>
        <label className="sr-only" htmlFor={speedId}>
          {t('player.speed')}
        </label>
        <select
          id={speedId}
          value={String(state.rate)}
          onChange={(event) => commands.setRate(Number(event.target.value))}
          title={t('player.speed')}
          className="h-11 rounded-md bg-transparent px-1 text-sm text-white [&>option]:text-black"
        >
          {VIDEO_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {t('player.speedValue', { speed })}
            </option>
          ))}
        </select>
        {quality}
        {captions !== null && (
          <IconButton label={t('player.captions')} onClick={() => commands.setCaptions(!captions)} pressed={captions}>
            {captions ? <Captions className={icon} aria-hidden="true" /> : <CaptionsOff className={icon} aria-hidden="true" />}
          </IconButton>
        )}
        <IconButton label={state.fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')} onClick={commands.toggleFullscreen}>
          {state.fullscreen ? <Minimize className={icon} aria-hidden="true" /> : <Maximize className={icon} aria-hidden="true" />}
        </IconButton>
      </div>
    </div>
  );
}
