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
          questions: [
            [
              'What is the minimum comfortable touch target size commonly recommended?',
              ['About 12 px', 'About 24 px', 'About 44–48 px', 'About 100 px'],
              2,
            ],
            [
              'Which is the best first step of a new design project?',
              ['Choosing brand colours', 'Talking to the people who will use it', 'Writing the code', 'Picking fonts'],
              1,
            ],
            [
              'Why show a skeleton or cached content while loading?',
              ['It looks modern', 'People see progress on slow networks', 'It saves server CPU', 'It is required by law'],
              1,
            ],
          ],
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
          questions: [
            ['A brand is best described as…', ['Only the logo', 'How people perceive a business', 'The company name', 'The website'], 1],
            [
              'Why test a logo in black and white first?',
              ['It prints cheaper', 'A strong shape works without colour', 'Colour is not allowed', 'It loads faster'],
              1,
            ],
            [
              'What does a brand guide give the people who use it?',
              ['Consistent rules for logo, colour and type', 'The price list', 'Customer contacts', 'Tax advice'],
              0,
            ],
          ],
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
          questions: [
            [
              'What should come first in a marketing plan?',
              ['Buying ads', 'Knowing who your customer is', 'A new logo', 'A mobile app'],
              1,
            ],
            [
              'Which free tool helps customers find a shop on maps?',
              ['Google Business Profile', 'A spreadsheet', 'Email signatures', 'A fax line'],
              0,
            ],
            ['What is a content calendar for?', ['Planning posts ahead', 'Counting stock', 'Paying staff', 'Booking meetings'], 0],
            [
              'Which number best shows whether a post worked?',
              ['How long it took to write', 'Messages or sales it brought in', 'The number of hashtags', 'The font size'],
              1,
            ],
          ],
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
          questions: [
            [
              'Engagement rate is usually…',
              ['Followers ÷ posts', 'Interactions ÷ reach (or impressions)', 'Likes × shares', 'Posts per week'],
              1,
            ],
            ['In an A/B test you should change…', ['Everything at once', 'One thing at a time', 'Nothing', 'Only the budget'], 1],
            [
              'A conversion is…',
              ['A new follower', 'A visitor doing the action you want, such as buying', 'Any comment', 'A story view'],
              1,
            ],
            [
              'Which report serves a busy manager best?',
              ['Every raw number', 'One page: goal, result, next step', 'Screenshots of each post', 'A list of hashtags'],
              1,
            ],
            ['Reach counts…', ['Unique people who saw the content', 'Total times it was shown', 'Clicks on links', 'Shares only'], 0],
          ],
        },
      },
      { title: 'Reporting results in one page', video: 6 },
    ],
  },
];
