import { MOBILE_FIRST_UX_BANK } from './quiz-banks/mobile-first-ux-design.js';
import { BRAND_IDENTITY_BANK } from './quiz-banks/brand-identity-design.js';
import { DIGITAL_MARKETING_BANK } from './quiz-banks/digital-marketing-small-business.js';
import { SOCIAL_MEDIA_ANALYTICS_BANK } from './quiz-banks/social-media-analytics.js';
import type { CatalogCourse } from './course-catalog-types.js';

/** Design and marketing courses. */
export const CREATIVE_COURSES: readonly CatalogCourse[] = [
  {
    slug: 'mobile-first-ux-design',
    title: 'UI/UX Design for Mobile-First Africa',
    description:
      'Design apps people can use on low-end Android phones and patchy networks: user research in the field, task flows, wireframes, accessible colour and type, and usability testing with real users in Accra and Lagos.',
    instructor: 'Akua Danquah',
    category: 'Design',
    level: 'Intermediate',
    addedDaysAgo: 60,
    lessons: [
      { title: 'Research with the people you design for', video: 6 },
      { title: 'From task flows to wireframes', video: 2 },
      { title: 'Designing for slow networks and small screens', video: 4 },
      {
        title: 'Quiz: mobile-first UX',
        quiz: {
          durationSeconds: 180,
          questions: MOBILE_FIRST_UX_BANK,
        },
      },
      { title: 'Usability testing on a budget', video: 5 },
    ],
  },
  {
    slug: 'brand-identity-design',
    title: 'Brand Identity Design for Small Businesses',
    description:
      'Create a simple, memorable identity for a local business: a brand story, logo sketches, colour palettes inspired by kente and adinkra, typography and a one-page brand guide.',
    instructor: 'Selorm Agbeko',
    category: 'Design',
    level: 'Beginner',
    addedDaysAgo: 40,
    lessons: [
      { title: 'What a brand is (and is not)', video: 3 },
      { title: 'Sketching logo ideas', video: 1 },
      { title: 'Colour and type that work together', video: 6 },
      {
        title: 'Quiz: brand basics',
        quiz: {
          durationSeconds: 150,
          questions: BRAND_IDENTITY_BANK,
        },
      },
    ],
  },
  {
    slug: 'digital-marketing-small-business',
    title: 'Digital Marketing for Small Businesses',
    description:
      'Grow a small business online with little money: know your customer, WhatsApp Business and social media, simple content calendars, Google Business Profile and measuring what works.',
    instructor: 'Nana Ama Owusu-Ansah',
    category: 'Marketing',
    level: 'Beginner',
    addedDaysAgo: 110,
    lessons: [
      { title: 'Knowing your customer', video: 5 },
      { title: 'Selling on WhatsApp Business', video: 2 },
      { title: 'A content calendar you can keep', video: 3 },
      { title: 'Being found on Google Maps', video: 6 },
      {
        title: 'Quiz: marketing on a budget',
        quiz: {
          durationSeconds: 180,
          questions: DIGITAL_MARKETING_BANK,
        },
      },
    ],
  },
  {
    slug: 'social-media-analytics',
    title: 'Social Media Analytics and Growth',
    description:
      'Turn likes into decisions: set goals, track reach, engagement and conversions, run simple A/B tests on posts and ads, and report results to a client or manager in one page.',
    instructor: 'Chidinma Okeke',
    category: 'Marketing',
    level: 'Intermediate',
    addedDaysAgo: 30,
    lessons: [
      { title: 'Goals and the metrics that match them', video: 4 },
      { title: 'Reading platform insights', video: 1 },
      { title: 'A/B testing posts and ads', video: 5 },
      {
        title: 'Quiz: measuring social media',
        quiz: {
          durationSeconds: 240,
          questions: SOCIAL_MEDIA_ANALYTICS_BANK,
        },
      },
      { title: 'Reporting results in one page', video: 6 },
    ],
  },
];
