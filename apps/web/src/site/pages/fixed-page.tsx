import type { PageItem } from '@skilllink/contracts/public-content';
import { Island } from '../island';
import { ContentImage, PageIntro, Prose } from '../parts';
import { formatDay, useSite } from '../site-env';
import { NewsletterBox } from './newsletter-box';

const PARTNER_KINDS = ['university', 'employer', 'training-provider', 'ngo', 'other'] as const;

/** About, Partners, Data protection, Imprint, Legal, Terms, Privacy: written in content/pages. */
export function FixedPage({ page }: { page: PageItem & { html: string } }) {
  const { t, language } = useSite();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageIntro title={page.title} lead={page.description}>
        <p className="text-sm text-muted">{t('site.updated', { date: formatDay(page.updated, language) })}</p>
      </PageIntro>
      {page.image && <ContentImage file={page.image} alt={page.imageAlt ?? ''} eager />}
      <Prose html={page.html} />
      {page.slug === 'partners' && (
        <section className="rounded-2xl border border-border bg-surface p-6">
          <Island
            name="partner"
            props={{
              language,
              kinds: PARTNER_KINDS.map((value) => ({ value, label: t(`site.partner.kinds.${value}`) })),
              labels: {
                title: t('site.partner.title'),
                body: t('site.partner.body'),
                name: t('site.partner.name'),
                organisation: t('site.partner.organisation'),
                email: t('site.partner.email'),
                kind: t('site.partner.kind'),
                message: t('site.partner.message'),
                submit: t('site.partner.submit'),
                sending: t('site.partner.sending'),
                sent: t('site.partner.sent'),
                failed: t('site.formFailed'),
                offline: t('site.offline'),
              },
            }}
          />
        </section>
      )}
      {page.slug === 'about' && <NewsletterBox />}
    </article>
  );
}
