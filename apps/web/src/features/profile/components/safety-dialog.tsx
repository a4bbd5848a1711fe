import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@skilllink/contracts/privacy';
import type { Profile } from '@skilllink/contracts/profile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useBlockMember, useReportMember } from '../api/safety';
import '../i18n';

type Reason = (typeof REPORT_REASONS)[number];

/**
 * Block or report another member from their profile. Either way the member leaves this page:
 * after a block neither sees the other's profile.
 */
export function SafetyDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const block = useBlockMember();
  const report = useReportMember();
  const [reason, setReason] = useState<Reason>('spam');
  const name = `${profile.firstName} ${profile.lastName}`;

  const leave = (message: string) => {
    toast(message, 'success');
    onClose();
    void navigate('/app/connections', { replace: true });
  };

  async function onReport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const alsoBlock = data.get('block') === 'on';
    await report.mutateAsync({ memberId: profile.id, reason, details: String(data.get('details') ?? ''), block: alsoBlock });
    if (alsoBlock) leave(t('safety.reportedAndBlocked', { name }));
    else {
      toast(t('safety.reported'), 'success');
      onClose();
    }
  }

  const failed = block.error ?? report.error;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('safety.title', { name })}>
        <div className="flex flex-col gap-6">
          {failed && <Alert>{errorMessage(failed)}</Alert>}
          <section className="flex flex-col gap-2" aria-label={t('safety.blockTitle')}>
            <h3 className="font-semibold text-fg">{t('safety.blockTitle')}</h3>
            <p className="text-sm text-muted">{t('safety.blockBody', { name: profile.firstName })}</p>
            <div>
              <Button
                variant="danger"
                busy={block.isPending}
                onClick={() => block.mutate(profile.id, { onSuccess: () => leave(t('safety.blocked', { name })) })}
              >
                {t('safety.block', { name: profile.firstName })}
              </Button>
            </div>
          </section>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => void onReport(e).catch(() => undefined)}
            aria-label={t('safety.reportTitle')}
          >
            <h3 className="font-semibold text-fg">{t('safety.reportTitle')}</h3>
            <SelectField
              label={t('safety.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value as Reason)}
              options={REPORT_REASONS.map((r) => ({ value: r, label: t(`safety.reasons.${r}`) }))}
            />
            <TextAreaField name="details" label={t('safety.details')} maxLength={REPORT_DETAILS_MAX} rows={3} />
            <Checkbox name="block" label={t('safety.alsoBlock', { name: profile.firstName })} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={report.isPending}>
                {t('safety.send')}
              </Button>
              <Button type="button" variant="secondary" onClick={onClose}>
                {t('safety.cancel')}
              </Button>
            </div>
          </form>
        </div>
      </DialogContent>
    </Dialog>
  );
}
