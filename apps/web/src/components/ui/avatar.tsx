import { photosAllowed } from '../../lib/data-saver';
import { useHeldPhoto } from '../../lib/data-saver-savings';
import { useDataSaver } from '../../lib/use-data-saver';
import { cn } from './cn';
import { useOnline } from '../../lib/use-online';

// White initials pass AA (≥ 4.9:1) on every one of these, in both themes.
const palette = ['#0f5e54', '#1d4ed8', '#7c3aed', '#b45309', '#be123c', '#0e7490', '#4d7c0f', '#a21caf'];

function colourFor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

interface AvatarProps {
  id: string;
  firstName: string;
  lastName: string;
  src?: string | null;
  className?: string;
}

/**
 * Photo, else initials on a colour derived from the member's id (DESIGN.md). Decorative. With
 * data saver on, initials until the member asks for the page's photos (issue 28 §4).
 */
export function Avatar({ id, firstName, lastName, src, className }: AvatarProps) {
  const saver = useDataSaver();
  useHeldPhoto(src, !photosAllowed(saver), 'avatar');
  const size = cn('inline-flex size-9 shrink-0 items-center justify-center rounded-full', className);
  if (src && photosAllowed(saver)) return <img src={src} alt="" className={cn(size, 'object-cover')} width={36} height={36} />;
  return (
    <span
      aria-hidden="true"
      // Initials scale with the avatar: a caller's font size (text-3xl…) replaces the default.
      className={cn(size, !/\btext-(xs|sm|base|lg|\d?xl)\b/.test(className ?? '') && 'text-sm', 'font-semibold text-white')}
      style={{ backgroundColor: colourFor(id) }}
    >
      {initials(firstName, lastName)}
    </span>
  );
}

/**
 * The green dot on an avatar's corner while the member is connected (place both in a
 * `relative` box). With a `label` it speaks ("Online"); without, it is decorative because the
 * status is written beside it.
 */
export function OnlineDot({ label }: { label?: string }) {
  const dot = 'absolute right-0 bottom-0 size-3.5 rounded-full bg-success ring-2 ring-surface';
  if (!label) return <span aria-hidden="true" data-online className={dot} />;
  return (
    <span title={label} data-online className={dot}>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A member's photo or initials with the online dot while they are connected. `onlineLabel`
 * makes the dot speak; leave it out where the status is written beside the avatar. While this
 * device is offline, what it knows of others' presence is old news: no dot.
 */
export function PresenceAvatar({
  person,
  className,
  onlineLabel,
}: {
  person: { id: string; firstName: string; lastName: string; avatar: string | null; isOnline: boolean };
  className?: string;
  onlineLabel?: string;
}) {
  const connected = useOnline();
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar id={person.id} firstName={person.firstName} lastName={person.lastName} src={person.avatar} className={className} />
      {person.isOnline && connected && <OnlineDot label={onlineLabel} />}
    </span>
  );
}
