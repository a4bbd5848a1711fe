import { APPLICATION_MOVES, PROPOSAL_MOVES, type ApplicationStatus, type ListingKind } from '@skilllink/contracts/job-constants';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../components/ui/dropdown-menu';
import { useTranslation } from '../../../../lib/use-translation';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import '../../posting/i18n';

/** The poster's moves from a status: a job application's, or a freelance proposal's (awarded instead of accepted). */
export function jobMoves(status: ApplicationStatus, kind: ListingKind = 'job'): ApplicationStatus[] {
  return [...(kind === 'project' ? PROPOSAL_MOVES : APPLICATION_MOVES)[status]];
}

type FinalMove = 'accepted' | 'awarded' | 'rejected';
const isFinal = (status: ApplicationStatus): status is FinalMove => status === 'accepted' || status === 'awarded' || status === 'rejected';
const CONFIRM_TEXTS = {
  accepted: ['applicants.acceptTitle', 'applicants.acceptBody'],
  awarded: ['applicants.awardTitle', 'applicants.awardBody'],
  rejected: ['applicants.rejectTitle', 'applicants.rejectBody'],
} as const;

interface StatusMenuProps {
  name: string;
  /** Whose listing: a job's applications or a project's proposals move differently. */
  kind?: ListingKind;
  status: ApplicationStatus;
  onMove: (status: ApplicationStatus) => void;
}

/**
 * "Change status": only the moves allowed from the current status (forward, or rejection).
 * Accepting and rejecting are final and tell the applicant, so they are confirmed first.
 */
export function StatusMenu({ name, kind = 'job', status, onMove }: StatusMenuProps) {
  const { t } = useTranslation('jobsHiring');
  const [confirming, setConfirming] = useState<FinalMove | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const moves = jobMoves(status, kind);
  if (moves.length === 0) return <p className="text-sm text-muted">{t('applicants.final')}</p>;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="secondary" size="sm" aria-label={t('applicants.moveFor', { name })}>
            {t('applicants.move')}
            <ChevronDown className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {moves.map((next) => (
            <DropdownMenuItem
              key={next}
              className={next === 'rejected' ? 'text-danger' : undefined}
              onSelect={() => (isFinal(next) ? setConfirming(next) : onMove(next))}
            >
              {t(`applicants.moves.${next as 'reviewing' | 'interviewed' | FinalMove}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {confirming && (
        <ConfirmDialog
          title={t(CONFIRM_TEXTS[confirming][0], { name })}
          body={t(CONFIRM_TEXTS[confirming][1], { name })}
          confirm={t(`applicants.moves.${confirming}`)}
          cancel={t('applicants.keep')}
          tone={confirming === 'rejected' ? 'danger' : 'primary'}
          onConfirm={() => {
            setConfirming(null);
            onMove(confirming);
          }}
          onClose={() => setConfirming(null)}
          returnFocus={() => trigger.current}
        />
      )}
    </>
  );
}
