import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { RenderedSitePage, SitePage, SiteRenderer, SiteRequest } from '@skilllink/contracts/site-pages';
import { fixedT, LANGUAGES, setLanguage } from '../lib/i18n';
import './i18n';
import { SiteLayout } from './layout';
import { ArticlePage } from './pages/article';
import { CertificatePage } from './pages/certificate';
import { MemberPage } from './pages/member';
import { FixedPage } from './pages/fixed-page';
import { HomePage } from './pages/home';
import { LearnPage } from './pages/learn';
import { MessagePage } from './pages/message';
import { NewsList } from './pages/news-list';
import { StoriesList } from './pages/stories-list';
import { StoryPage } from './pages/story';
import { formatDay, SiteEnvContext, type SiteEnv } from './site-env';

/** The page's body, title and description (for <title>, the description tag and link previews). */
function pageContent(page: SitePage, env: SiteEnv) {
  const { t } = env;
  switch (page.kind) {
    case 'home':
      return {
        body: <HomePage stats={page.stats} featured={page.featured} testimonials={page.testimonials} />,
        title: t('site.home.title'),
        description: t('home.lead'),
      };
    case 'learn':
      return {
        body: <LearnPage q={page.q} category={page.category} courses={page.courses} paths={page.paths} />,
        title: t('pages.learn'),
        description: t('site.learn.lead'),
      };
    case 'page':
      return { body: <FixedPage page={page.page} />, title: page.page.title, description: page.page.description };
    case 'news':
      return { body: <NewsList category={page.category} items={page.items} />, title: t('pages.news'), description: t('site.newsLead') };
    case 'article':
      return {
        body: <ArticlePage article={page.article} related={page.related} />,
        title: page.article.title,
        description: page.article.excerpt,
      };
    case 'stories':
      return {
        body: <StoriesList category={page.category} items={page.items} />,
        title: t('pages.stories'),
        description: t('site.storiesLead'),
      };
    case 'story':
      return {
        body: <StoryPage story={page.story} related={page.related} />,
        title: t('site.storyTitle', { name: page.story.name, outcome: page.story.outcome }),
        description: `${t('site.roleAt', { role: page.story.role, company: page.story.company })} — ${page.story.outcome}`,
      };
    case 'member': {
      const { member } = page;
      const name = `${member.firstName} ${member.lastName}`.trim();
      return {
        body: <MemberPage member={member} />,
        title: member.headline ? t('site.member.title', { name, headline: member.headline }) : name,
        description: t('site.member.description', { name }),
      };
    }
    case 'certificate': {
      const valid = page.certificate?.status === 'valid' ? page.certificate : null;
      return {
        body: <CertificatePage code={page.code} certificate={page.certificate} />,
        title: valid ? t('site.certificate.pageTitle', { name: valid.holderName, course: valid.courseTitle }) : t('site.certificate.title'),
        description: valid
          ? t('site.certificate.pageDescription', { date: formatDay(valid.issuedAt, env.language) })
          : page.certificate
            ? t('site.certificate.revoked')
            : t('site.certificate.invalid'),
      };
    }
    case 'message':
      return { body: <MessagePage title={page.title} body={page.body} link={page.link} />, title: page.title, description: page.body };
  }
}

function render(page: SitePage, request: SiteRequest): RenderedSitePage {
  const env: SiteEnv = { ...request, t: fixedT('public', request.language), tc: fixedT('common', request.language) };
  const { body, title, description } = pageContent(page, env);
  const tree = (
    <SiteEnvContext.Provider value={env}>
      <SiteLayout url={request.url}>{body}</SiteLayout>
    </SiteEnvContext.Provider>
  );
  // The JSX is React-typed; at run time it is Preact's (the build aliases React to it).
  return { html: renderToString(tree as unknown as VNode), title, description };
}

/** Loads every language's strings, then renders on demand (server-pages.tsx hands this to the server). */
export async function loadSiteRenderer(): Promise<SiteRenderer> {
  for (const language of LANGUAGES) await setLanguage(language);
  return { render };
}
