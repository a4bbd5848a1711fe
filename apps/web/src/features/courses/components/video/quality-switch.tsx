import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { RenditionControl } from './use-rendition';
import '../../i18n';

/**
 * "Quality: Auto · 240p · 480p" in the player's bar (ADR 074): a native select, so the keyboard
 * and screen readers work as everywhere. Auto says what it plays now; a choice is kept on this
 * device. Nothing to choose with fewer than two renditions.
 */
export function QualitySwitch({ quality }: { quality: RenditionControl }) {
  const { t } = useTranslation('courses');
  const id = useId();
  const heights = quality.renditions.map((r) => r.height).sort((a, b) => a - b);
  if (heights.length < 2) return null;
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {t('player.quality')}
      </label>
      <select
        id={id}
        value={String(quality.choice)}
        onChange={(event) => quality.choose(event.target.value === 'auto' ? 'auto' : Number(event.target.value))}
        title={t('player.quality')}
        className="h-11 rounded-md bg-transparent px-1 text-sm text-white [&>option]:text-black"
      >
        <option value="auto">{quality.auto ? t('player.qualityAutoNow', { height: quality.auto.height }) : t('player.qualityAuto')}</option>
        {heights.map((height) => (
          <option key={height} value={height}>
            {t('player.qualityValue', { height })}
          </option>
        ))}
      </select>
    </>
  );
}
