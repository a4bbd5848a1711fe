import type { ConversationAbout } from '@skilllink/contracts/messaging';
import { Briefcase, Lock } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** "About: Senior Designer at Hubtel": the listing a conversation about an application is about (ADR 054). */
export function aboutText(t: TFunction<'messages'>, { listing }: ConversationAbout): string {
  if (!listing) return t('about.removed');
  return listing.company
    ? t('about.withCompany', { title: listing.title, company: listing.company })
    : t('about.title', { title: listing.title });
}

/** The about line under a conversation's name, in the list and the chat's header. */
export function AboutLine({ about, className }: { about: ConversationAbout; className?: string }) {
  const { t } = useTranslation('messages');
  const text = aboutText(t, about);
  return (
    <span className={cn('flex min-w-0 items-center gap-1 text-xs text-muted', className)}>
      <Briefcase className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate" title={text}>
        {text}
      </span>
    </span>
  );
}

type ClosedKey = 'accepted' | 'awarded' | 'rejected' | 'rejectedProposal' | 'withdrawn' | 'withdrawnProposal' | 'removed' | 'left';

/** Which sentence says why: what happened to the application, else (still open) the manager left. */
function closedKey(about: ConversationAbout): ClosedKey {
  const proposal = about.listing?.kind === 'project';
  switch (about.status) {
    case null:
      return 'removed';
    case 'accepted':
    case 'awarded':
      return about.status;
    case 'rejected':
      return proposal ? 'rejectedProposal' : 'rejected';
    case 'withdrawn':
      return proposal ? 'withdrawnProposal' : 'withdrawn';
    default:
      return 'left';
  }
}

/** In place of the composer once the conversation is closed: why, and that the history stays. */
export function ClosedNote({ about }: { about: ConversationAbout }) {
  const { t } = useTranslation('messages');
  return (
    <p role="status" className="flex items-start gap-2 border-t border-border bg-surface-2 p-4 text-sm text-fg">
      <Lock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      <span>{t(`closed.${closedKey(about)}`)}</span>
    </p>
  );
}
