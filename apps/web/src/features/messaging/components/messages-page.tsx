import { MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { useWhenRemoved } from '../hooks/use-conversation';
import { useStartFromLink } from '../hooks/use-start-from-link';
import { useViewportHeight } from '../hooks/use-viewport-height';
import { MeContext } from '../me';
import { outboxFor } from '../outbox';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';
import '../i18n';

/** The page's bottom padding below the panes. */
const BOTTOM_PX = 24;

/**
 * The Messages screen: the conversation list and the chat side by side; below 768 px one pane
 * at a time (the chat with a back button). The panes fill the visible height, which shrinks
 * with the on-screen keyboard, so the composer stays above it.
 */
export function MessagesPage({ memberId, conversationId, title }: { memberId: string; conversationId?: string; title: string }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobile = useMediaQuery('(max-width: 767px)');
  const viewport = useViewportHeight();
  const [pane, setPane] = useState<HTMLDivElement | null>(null);
  const top = usePageTop(pane);
  const start = useStartFromLink();
  // Deleted here or on another device: the open view clears.
  useWhenRemoved(
    conversationId,
    useCallback(() => navigate('/app/messages', { replace: true }), [navigate]),
  );

  // Whatever a previous visit left unsent goes now (the socket's (re)connect also flushes).
  useEffect(() => {
    void outboxFor(memberId).flush(queryClient);
  }, [memberId, queryClient]);

  const showList = !mobile || !conversationId;
  const showChat = !mobile || !!conversationId;
  return (
    <MeContext value={memberId}>
      <h1 className="sr-only">{title}</h1>
      <div
        ref={setPane}
        style={viewport && top !== null ? { height: `${Math.max(320, viewport - top - BOTTOM_PX)}px` } : undefined}
        className="flex h-[calc(100dvh-7rem)] min-h-80 w-full overflow-hidden rounded-xl border border-border bg-surface"
      >
        {showList && (
          <aside aria-label={t('list.title')} className={cn('min-w-0 border-border', mobile ? 'w-full' : 'w-80 shrink-0 border-r')}>
            <ConversationList activeId={conversationId} />
          </aside>
        )}
        {showChat &&
          (conversationId ? (
            <ChatPane key={conversationId} conversationId={conversationId} showBack={mobile} />
          ) : (
            <div className="flex min-w-0 flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              {start.starting ? (
                <p role="status" className="flex items-center gap-2 text-muted">
                  <Spinner className="size-5 text-primary" />
                  {t('chat.starting')}
                </p>
              ) : (
                <>
                  {start.error && <Alert>{t(`errors.${start.error}`)}</Alert>}
                  <MessageSquare className="size-10 text-primary" aria-hidden="true" />
                  <p className="text-lg font-semibold text-fg">{t('chat.startAConversation')}</p>
                  <p className="max-w-sm text-sm text-muted">{t('chat.startAConversationBody')}</p>
                </>
              )}
            </div>
          ))}
      </div>
    </MeContext>
  );
}

/**
 * Where the panes start on the page (below the top bar and any banner, such as the e-mail
 * verification one), kept current as what is above them changes.
 */
function usePageTop(element: HTMLElement | null): number | null {
  const [px, setPx] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setPx(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return px;
}
