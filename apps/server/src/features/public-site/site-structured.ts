import type { PublicCourse } from '@skilllink/contracts/public-catalogue';
import type { ValidPublicCertificate } from '@skilllink/contracts/public-certificate';
import type { NewsItem, StoryItem } from '@skilllink/contracts/public-content';
import type { PublicMember } from '@skilllink/contracts/public-member';
import type { Language } from '../../platform/i18n/language.js';
import type { SiteImage } from '../../platform/site-document.js';

/**
 * schema.org data for the public pages (JSON-LD in each page's head), so that search engines
 * read who published what, and link previews have an image they can show.
 */

const SIZE = { width: 1200, height: 630 };

/** A page's preview image: a content illustration as PNG (WhatsApp shows no SVG), else the site's card. */
export function siteImage(publicUrl: string, language: Language, item?: { image: string; imageAlt: string }): SiteImage {
  if (item) {
    const png = item.image.replace(/\.\w+$/, '.png');
    return { url: `${publicUrl}/content/images/${png}`, ...SIZE, alt: item.imageAlt, type: 'image/png' };
  }
  const alt = language === 'fr' ? 'SkillLink : se connecter, apprendre, grandir' : 'SkillLink: Connect. Learn. Grow.';
  return { url: `${publicUrl}/og/site.png`, ...SIZE, alt, type: 'image/png' };
}

export function organisation(publicUrl: string) {
  return {
    '@type': 'Organization',
    name: 'SkillLink',
    url: publicUrl,
    logo: `${publicUrl}/og/site.png`,
    sameAs: ['https://www.youtube.com/@skilllink', 'https://www.instagram.com/skilllink'],
  };
}

export function webPage(publicUrl: string, url: string, name: string, language: Language) {
  return { '@context': 'https://schema.org', '@type': 'WebPage', name, url, inLanguage: language, publisher: organisation(publicUrl) };
}

export function articleData(publicUrl: string, article: NewsItem, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    inLanguage: language,
    image: [siteImage(publicUrl, language, article).url],
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    publisher: organisation(publicUrl),
  };
}

export function storyData(publicUrl: string, story: StoryItem, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `${story.name}: ${story.outcome}`,
    datePublished: story.date,
    inLanguage: language,
    image: [siteImage(publicUrl, language, story).url],
    about: { '@type': 'Person', name: story.name, jobTitle: story.role, worksFor: { '@type': 'Organization', name: story.company } },
    publisher: organisation(publicUrl),
  };
}

export function homeData(publicUrl: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { ...organisation(publicUrl), '@id': `${publicUrl}/#organization` },
      { '@type': 'WebSite', name: 'SkillLink', url: publicUrl, inLanguage: language, publisher: { '@id': `${publicUrl}/#organization` } },
    ],
  };
}

/** The Learn page's courses as schema.org Course entries (free: offered at no cost). */
export function coursesData(publicUrl: string, courses: PublicCourse[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Course',
        name: course.title,
        description: course.description,
        provider: organisation(publicUrl),
        educationalLevel: course.level,
        offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'GHS' },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', instructor: { '@type': 'Person', name: course.instructor } },
      },
    })),
  };
}

/** A member's public page as a schema.org ProfilePage about a Person. */
export function memberData(publicUrl: string, member: PublicMember, language: Language) {
  const url = `${publicUrl}/in/${member.handle}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage: language,
    dateCreated: member.memberSince,
    mainEntity: {
      '@type': 'Person',
      name: `${member.firstName} ${member.lastName}`.trim(),
      url,
      ...(member.headline ? { jobTitle: member.headline } : {}),
      ...(member.location ? { homeLocation: { '@type': 'Place', name: member.location } } : {}),
      ...(member.photoUrl ? { image: `${publicUrl}${member.photoUrl}` } : {}),
      knowsAbout: member.skills.map((s) => s.name),
      alumniOf: member.education.map((e) => ({ '@type': 'EducationalOrganization', name: e.school })),
      hasCredential: member.certificates.map((c) => ({
        '@type': 'EducationalOccupationalCredential',
        name: c.courseTitle,
        url: `${publicUrl}/verify/${c.code}`,
      })),
    },
  };
}

/** A certificate as a schema.org EducationalOccupationalCredential. */
export function certificateData(publicUrl: string, certificate: ValidPublicCertificate, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalCredential',
    name: certificate.courseTitle,
    credentialCategory: 'certificate',
    url: `${publicUrl}/verify/${certificate.code}`,
    identifier: certificate.code,
    inLanguage: language,
    dateCreated: certificate.issuedAt,
    educationalLevel: certificate.level,
    competencyRequired: certificate.skills,
    recognizedBy: organisation(publicUrl),
    about: { '@type': 'Course', name: certificate.courseTitle, provider: organisation(publicUrl) },
    ...(certificate.holderHandle ? { subjectOf: { '@type': 'ProfilePage', url: `${publicUrl}/in/${certificate.holderHandle}` } } : {}),
  };
}
