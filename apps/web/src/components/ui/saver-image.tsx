import type { ReactNode } from 'react';
import { photosAllowed } from '../../lib/data-saver';
import { useHeldPhoto, type PhotoKind } from '../../lib/data-saver-savings';
import { useDataSaver } from '../../lib/use-data-saver';
import { cn } from './cn';

interface SaverImageProps {
  src: string;
  /** Classes of the box, the image's and the placeholder's alike: its size and shape (nothing moves when the image arrives). */
  className: string;
  width: number;
  height: number;
  /** What the placeholder shows (a course's category, an icon); decorative, like the image. */
  placeholder: ReactNode;
  kind?: PhotoKind;
  loading?: 'eager' | 'lazy';
}

/**
 * A decorative image (a course's thumbnail) that data saver holds back like the avatars do
 * (issue 28 §4): a block of the same size with `placeholder` until the member asks for the
 * page's photos ("Show photos"), each one counted as saved.
 */
export function SaverImage({ src, className, width, height, placeholder, kind = 'thumbnail', loading = 'lazy' }: SaverImageProps) {
  const allowed = photosAllowed(useDataSaver());
  useHeldPhoto(src, !allowed, kind);
  if (allowed)
    return (
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={cn(className, 'bg-surface-2 object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      data-held-image=""
      className={cn(
        className,
        'flex items-center justify-center overflow-hidden bg-surface-2 p-1 text-center text-xs leading-tight font-medium wrap-anywhere text-muted',
      )}
    >
      {placeholder}
    </span>
  );
}
