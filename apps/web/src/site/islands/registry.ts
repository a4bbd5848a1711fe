import { Carousel } from './carousel';
import { Expandable } from './expandable';
import { NewsletterForm } from './newsletter-form';
import { PartnerForm } from './partner-form';
import { ScrollTop } from './scroll-top';
import { ShareMenu } from './share-menu';
import { ThemeSwitch } from './theme-switch';

/**
 * Every interactive part of the public pages. Only these (and what they import) reach a
 * visitor's browser: the island script stays small because the rest of the page is HTML.
 */
export const ISLANDS = {
  carousel: Carousel,
  expandable: Expandable,
  newsletter: NewsletterForm,
  partner: PartnerForm,
  scrollTop: ScrollTop,
  share: ShareMenu,
  theme: ThemeSwitch,
};
export type IslandName = keyof typeof ISLANDS;
