import type { CarouselSlide } from '../islands/carousel';
import type { SiteEnv } from '../site-env';

/** The hero's three slides (spec §2: calls to action to /auth/register and /learn). */
export function heroSlides({ t }: SiteEnv, href: (path: string) => string): CarouselSlide[] {
  return [
    {
      eyebrow: t('home.eyebrow'),
      title: t('home.title'),
      body: t('home.lead'),
      actions: [
        { href: '/auth/register', label: t('home.ctaRegister'), primary: true },
        { href: href('/learn'), label: t('home.ctaLearn'), primary: false },
      ],
    },
    {
      eyebrow: t('site.home.slide2.eyebrow'),
      title: t('site.home.slide2.title'),
      body: t('site.home.slide2.body'),
      actions: [
        { href: href('/learn'), label: t('site.home.slide2.cta'), primary: true },
        { href: '/auth/register', label: t('site.home.ctaRegister'), primary: false },
      ],
    },
    {
      eyebrow: t('site.home.slide3.eyebrow'),
      title: t('site.home.slide3.title'),
      body: t('site.home.slide3.body'),
      actions: [
        { href: '/auth/register', label: t('home.ctaRegister'), primary: true },
        { href: href('/stories'), label: t('site.home.slide3.cta'), primary: false },
      ],
    },
  ];
}
