import { MESSAGING_ERRORS } from '@skilllink/contracts/constants';
import type { ConversationResponse } from '@skilllink/contracts/messaging';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useOpenApplicationConversation } from '../api/open-application-conversation';
import { useOpenProjectConversation } from '../api/open-project-conversation';
import { useStartConversation } from '../api/start-conversation';

export type StartError =
  'notConnected' | 'startFailed' | 'emailUnverified' | 'applicationNotFound' | 'applicationEnded' | 'projectNotFound';

/** Why opening was refused, as a key of the messages namespace's `errors`. */
function reasonOf(failure: unknown, aboutApplication: boolean, project = false): StartError {
  if (!(failure instanceof ApiError)) return 'startFailed';
  if (failure.code === 'email_unverified') return 'emailUnverified';
  if (project) return failure.status === 404 ? 'projectNotFound' : 'startFailed';
  if (aboutApplication) {
    if (failure.code === MESSAGING_ERRORS.closed) return 'applicationEnded';
    return failure.status === 404 ? 'applicationNotFound' : 'startFailed';
  }
  const refused = failure.code === MESSAGING_ERRORS.notConnected || failure.status === 403 || failure.status === 404;
  return refused ? 'notConnected' : 'startFailed';
}

/**
 * `/app/messages?with=<personId>` (a connection card's Message button) starts or reopens the
 * conversation with them; `/app/messages?application=<applicationId>` (an applicant card's or
 * My Applications' Message button) the one about that application (ADR 054);
 * `/app/messages?project=<projectId>` (a project's Team chat button) the project's team chat
 * (ADR 058). Each opens it, or says why it was refused.
 */
export function useStartFromLink(): { starting: boolean; error: StartError | null } {
  const [params] = useSearchParams();
  const personId = params.get('with');
  const applicationId = params.get('application');
  const projectId = params.get('project');
  const navigate = useNavigate();
  const start = useStartConversation();
  const openAbout = useOpenApplicationConversation();
  const openTeam = useOpenProjectConversation();
  const [error, setError] = useState<StartError | null>(null);
  // Once per link, even when effects run twice (StrictMode) or the page re-renders.
  const handled = useRef<string | null>(null);
  const { mutate: startWith } = start;
  const { mutate: openApplication } = openAbout;
  const { mutate: openProject } = openTeam;

  useEffect(() => {
    const link = personId ? `with:${personId}` : applicationId ? `application:${applicationId}` : projectId ? `project:${projectId}` : null;
    if (!link || handled.current === link) return;
    handled.current = link;
    setError(null);
    const callbacks = {
      onSuccess: ({ conversation }: ConversationResponse) => navigate(`/app/messages/${conversation.id}`, { replace: true }),
      onError: (failure: unknown) => {
        setError(reasonOf(failure, !personId, !personId && !applicationId));
        navigate('/app/messages', { replace: true });
      },
    };
    if (personId) startWith({ personId }, callbacks);
    else if (applicationId) openApplication(applicationId, callbacks);
    else if (projectId) openProject(projectId, callbacks);
  }, [personId, applicationId, projectId, startWith, openApplication, openProject, navigate]);

  return { starting: start.isPending || openAbout.isPending || openTeam.isPending, error };
}
