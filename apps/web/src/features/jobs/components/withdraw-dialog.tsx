import type { MyApplication } from '@skilllink/contracts/jobs';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, type ReturnFocus } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useWithdrawApplication } from '../api/withdraw-application';
import '../i18n';

interface WithdrawDialogProps {
  application: MyApplication;
  onClose: () => void;
  returnFocus: ReturnFocus;
}

/** Asks before an application (or proposal) is withdrawn (final: the listing cannot be applied to again). */
export function WithdrawDialog({ application, onClose, returnFocus }: WithdrawDialogProps) {
  const { t } = useTranslation('jobs');
  const toast = useToast();
  const withdraw = useWithdrawApplication();
  const { job } = application;
  const proposal = job.kind === 'project';
  // Set at click time, before the button disables: a double click withdraws once.
  const confirmed = useRef(false);

  function confirm() {
    if (confirmed.current) return;
    confirmed.current = true;
    withdraw.mutate(application.id, {
      onSuccess: () => {
        toast(t(proposal ? 'applications.proposalWithdrawn' : 'applications.withdrawn'), 'success');
        onClose();
      },
      onError: (error) => {
        confirmed.current = false;
        // Moved on meanwhile (the poster is reviewing it): nothing left to confirm, the list refreshes.
        if (error instanceof ApiError && error.code === 'not_withdrawable') {
          toast(t('applications.notWithdrawable'), 'error');
          return onClose();
        }
        toast(t('applications.withdrawFailed'), 'error');
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !withdraw.isPending && onClose()}>
      <DialogContent
        returnFocus={returnFocus}
        title={t(proposal ? 'applications.withdrawProposalTitle' : 'applications.withdrawTitle')}
        description={t(proposal ? 'applications.withdrawProposalBody' : 'applications.withdrawBody', {
          title: job.title,
          company: job.company.name,
        })}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={withdraw.isPending}>
            {t('applications.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} busy={withdraw.isPending}>
            {withdraw.isPending
              ? t('applications.withdrawing')
              : t(proposal ? 'applications.withdrawProposalConfirm' : 'applications.withdrawConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
