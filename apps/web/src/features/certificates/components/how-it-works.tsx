import { Award, GraduationCap, Share2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** The three steps from course to verified certificate. */
export function HowItWorks() {
  const { t } = useTranslation('certificates');
  const steps = [
    { icon: GraduationCap, title: t('howItWorks.complete'), body: t('howItWorks.completeBody') },
    { icon: Award, title: t('howItWorks.receive'), body: t('howItWorks.receiveBody') },
    { icon: Share2, title: t('howItWorks.share'), body: t('howItWorks.shareBody') },
  ];
  return (
    <section aria-labelledby="how-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="how-title" className="text-lg font-semibold text-fg">
        {t('howItWorks.title')}
      </h2>
      <ol className="flex flex-col gap-4">
        {steps.map(({ icon: Icon, title, body }, i) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-fg">
                <span className="sr-only">{i + 1}. </span>
                {title}
              </p>
              <p className="text-sm text-muted">{body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
