import { APPLICATION_MOVES, type ApplicationStatus } from '@skilllink/contracts/job-constants';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../components/ui/dropdown-menu';
import { useTranslation } from '../../../../lib/use-translation';
import { ConfirmDialog } from './confirm-dialog';
import '../../posting/i18n';

/** A job application's moves: `awarded` belongs to freelance proposals, never offered here. */
export function jobMoves(status: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_MOVES[status].filter((next) => next !== 'awarded');
}

type FinalMove = 'accepted' | 'rejected';
const isFinal = (status: ApplicationStatus): status is FinalMove => status === 'accepted' || status === 'rejected';

interface StatusMenuProps {
  name: string;
  status: ApplicationStatus;
  onMove: (status: ApplicationStatus) => void;
}

/**
 * "Change status": only the moves allowed from the current status (forward, or rejection).
 * Accepting and rejecting are final and tell the applicant, so they are confirmed first.
 */
export function StatusMenu({ name, status, onMove }: StatusMenuProps) {
  const { t } = useTranslation('jobsHiring');
  const [confirming, setConfirming] = useState<FinalMove | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const moves = jobMoves(status);
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
          title={t(confirming === 'accepted' ? 'applicants.acceptTitle' : 'applicants.rejectTitle', { name })}
          body={t(confirming === 'accepted' ? 'applicants.acceptBody' : 'applicants.rejectBody', { name })}
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
