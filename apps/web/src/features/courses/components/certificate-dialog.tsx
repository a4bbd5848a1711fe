import { Award } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

interface CertificateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseTitle: string;
  code: string | null;
}

/** Opens when the course is completed: the course, the certificate's code and the way to it. */
export function CertificateDialog({ open, onOpenChange, courseTitle, code }: CertificateDialogProps) {
  const { t } = useTranslation('courses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('completion.certificateTitle')} description={t('completion.certificateBody', { title: courseTitle })}>
        <div className="flex flex-col items-center gap-4 text-center">
          <Award className="size-12 text-accent-text" aria-hidden="true" />
          <p className="text-lg font-semibold wrap-anywhere text-fg">{courseTitle}</p>
          {code && (
            <div className="flex flex-col gap-1">
              <p className="text-sm text-muted">{t('completion.code')}</p>
              <p className="rounded-md bg-surface-2 px-3 py-2 font-mono text-base break-all text-fg">{code}</p>
            </div>
          )}
          <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose className={buttonClasses({ variant: 'secondary' })}>{t('completion.close')}</DialogClose>
            <Link to="/app/certificates" className={buttonClasses()} onClick={() => onOpenChange(false)}>
              {t('completion.viewCertificates')}
            </Link>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
