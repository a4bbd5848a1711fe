import type { DashboardEnrolledCourse, RecommendedConnection } from '@skilllink/contracts/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { ActivityList } from '../../../features/activity/components/activity-list';
import { useSession } from '../../../features/auth/api/get-session';
import { useSendConnectionRequest } from '../../../features/connections/api/send-request';
import { useContinueLesson } from '../../../features/dashboard/api/continue-lesson';
import { dashboardQueryKey, useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { DashboardLoading, DashboardView } from '../../../features/dashboard/components/dashboard-view';
import type { ConnectState } from '../../../features/dashboard/components/recommended-people';
import '../../../features/dashboard/i18n';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** After Connect the page opens Connections: 1.5 s after a request was sent, 1 s when already connected or asked. */
const AFTER_SENT_MS = 1500;
const AFTER_ALREADY_MS = 1000;

/**
 * Dashboard Connect: sends a real request, says what happened (sent, already connected,
 * already pending, failed) and then opens Connections after the delays above. A second click
 * on a person already asked says so again (already connected, or pending) and sends nothing;
 * the server would refuse it anyway.
 */
function useDashboardConnect() {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useSendConnectionRequest();
  const errorMessage = useErrorMessage();
  const [states, setStates] = useState<Record<string, ConnectState | undefined>>({});
  // Read at click time: a double click's second click comes before the re-render.
  const current = useRef(states);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const mark = useCallback((id: string, state: ConnectState | undefined) => {
    current.current = { ...current.current, [id]: state };
    setStates(current.current);
  }, []);

  const goToConnections = useCallback(
    (delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate('/app/connections'), delay);
    },
    [navigate],
  );

  const connect = useCallback(
    (person: RecommendedConnection) => {
      const name = `${person.firstName} ${person.lastName}`.trim();
      const state = current.current[person.id];
      if (state === 'sending') return;
      if (state) {
        toast(t(state === 'connected' ? 'people.alreadyConnected' : 'people.requestPending', { name }), 'info');
        goToConnections(AFTER_ALREADY_MS);
        return;
      }
      mark(person.id, 'sending');
      send.mutate(
        { personId: person.id },
        {
          onSuccess: ({ outcome }) => {
            // They had already asked us: sending accepted their request.
            mark(person.id, outcome === 'accepted' ? 'connected' : 'sent');
            toast(t(outcome === 'accepted' ? 'people.nowConnected' : 'people.requestSent', { name }), 'success');
            void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
            goToConnections(AFTER_SENT_MS);
          },
          onError: (error) => {
            const known = error instanceof ApiError && error.status === 409;
            if (known && (error.code === 'already_connected' || error.code === 'request_pending')) {
              mark(person.id, error.code === 'already_connected' ? 'connected' : 'sent');
              toast(t(error.code === 'already_connected' ? 'people.alreadyConnected' : 'people.requestPending', { name }), 'info');
              goToConnections(AFTER_ALREADY_MS);
              return;
            }
            mark(person.id, undefined);
            // A refusal with a reason (e-mail not verified yet, too many requests) says it, in the
            // member's language; anything else gets the general "Failed to send connection
            // request. Please try again." (people.requestFailed).
            const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
            toast(refused ? errorMessage(error) : t('people.requestFailed'), 'error');
          },
        },
      );
    },
    [send, toast, t, queryClient, goToConnections, mark, errorMessage],
  );
  return { connect, states };
}

/** Continue Learning's button: "Resuming your learning session", then the course's player. */
function useDashboardContinue() {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const navigate = useNavigate();
  const resume = useContinueLesson();
  const continueCourse = useCallback(
    (course: DashboardEnrolledCourse) => {
      if (resume.isPending) return;
      resume.mutate(course.id, {
        onSuccess: () => {
          toast(t('courses.resuming'), 'success');
          void navigate(`/app/courses/${course.id}`);
        },
        onError: () => toast(t('courses.continueFailed'), 'error'),
      });
    },
    [resume, toast, t, navigate],
  );
  return { continueCourse, continuingId: resume.isPending ? (resume.variables ?? null) : null };
}

export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const { t: tDashboard } = useTranslation('dashboard');
  const { data: user } = useSession();
  const dashboard = useDashboard();
  const { connect, states } = useDashboardConnect();
  const { continueCourse, continuingId } = useDashboardContinue();
  const title = t('pages.dashboard');
  usePageTitle(title);
  const name = user?.firstName.trim() || t('dashboard.there');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="text-lg text-muted">{t('dashboard.greeting', { name })}</p>
      </div>
      <QueryState
        query={dashboard}
        loading={<DashboardLoading />}
        errorTitle={tDashboard('loadError')}
        errorBody={tDashboard('loadErrorBody')}
      >
        {(data) => (
          <DashboardView
            data={data}
            renderActivity={(items) => <ActivityList items={items} />}
            onConnect={connect}
            connectStates={states}
            onContinue={continueCourse}
            continuingId={continuingId}
          />
        )}
      </QueryState>
    </div>
  );
}
