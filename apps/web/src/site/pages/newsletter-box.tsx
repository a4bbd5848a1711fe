import { Island } from '../island';
import { useSite } from '../site-env';

export function NewsletterBox() {
  const { t, language } = useSite();
  return (
    <section className="rounded-2xl border border-border bg-surface p-6">
      <Island
        name="newsletter"
        props={{
          language,
          labels: {
            title: t('site.newsletter.title'),
            body: t('site.newsletter.body'),
            email: t('site.newsletter.email'),
            placeholder: t('site.newsletter.placeholder'),
            submit: t('site.newsletter.submit'),
            sending: t('site.newsletter.sending'),
            sent: t('site.newsletter.sent'),
            failed: t('site.formFailed'),
            offline: t('site.offline'),
          },
        }}
      />
    </section>
  );
}
