/** Demo learning: who is enrolled where, how far they got, and what they wrote (e-mail local parts, course slugs). */

export interface DemoEnrolment {
  member: string;
  course: string;
  enrolledDaysAgo: number;
  /** How many lessons, from the first, are complete; 'all' completes the course with its certificate. */
  completed: number | 'all';
  /** The lesson (1-based position) opened last and where the video stopped. */
  lastLesson?: { position: number; seconds: number; hoursAgo: number };
  completedDaysAgo?: number;
}

export interface DemoReview {
  member: string;
  course: string;
  rating: number;
  comment: string;
  daysAgo: number;
}

/** Ama: one course finished with its certificate, one about half done, one just started. */
export const amaEnrolments: DemoEnrolment[] = [
  { member: 'ama.mensah', course: 'responsive-web-design', enrolledDaysAgo: 34, completed: 'all', completedDaysAgo: 6 },
  {
    member: 'ama.mensah',
    course: 'react-typescript-in-practice',
    enrolledDaysAgo: 9,
    completed: 3,
    lastLesson: { position: 4, seconds: 4, hoursAgo: 20 },
  },
  {
    member: 'ama.mensah',
    course: 'python-data-analysis',
    enrolledDaysAgo: 2,
    completed: 0,
    lastLesson: { position: 1, seconds: 3, hoursAgo: 30 },
  },
];

/**
 * Esi finished the course she reviewed, so a second demo member holds a certificate: an
 * employer sees it beside her job application (the jobs journey applies as Esi, leaving
 * Ama's notifications to the journeys that count them).
 */
export const otherEnrolments: DemoEnrolment[] = [
  { member: 'esi.quaye', course: 'javascript-fundamentals', enrolledDaysAgo: 14, completed: 'all', completedDaysAgo: 10 },
];

/**
 * Reviews by demo members (each one enrolled first: only enrolled members review). Four courses
 * average 4.7 or more, so Featured Courses shows real ratings.
 */
export const demoReviews: DemoReview[] = [
  {
    member: 'ama.mensah',
    course: 'responsive-web-design',
    rating: 5,
    comment: 'The mobile-first lesson changed how I write CSS at work.',
    daysAgo: 5,
  },
  {
    member: 'akosua.boateng',
    course: 'responsive-web-design',
    rating: 5,
    comment: 'Clear, short lessons. Perfect on my phone.',
    daysAgo: 12,
  },
  { member: 'yaw.darko', course: 'responsive-web-design', rating: 5, comment: '', daysAgo: 20 },
  { member: 'kofi.owusu', course: 'responsive-web-design', rating: 4, comment: 'Good refresher; I wanted more on grid.', daysAgo: 25 },
  { member: 'esi.quaye', course: 'javascript-fundamentals', rating: 5, comment: 'I recommend it to every beginner I teach.', daysAgo: 8 },
  {
    member: 'yaw.darko',
    course: 'javascript-fundamentals',
    rating: 5,
    comment: 'The fare calculator example made functions click.',
    daysAgo: 15,
  },
  {
    member: 'abena.osei',
    course: 'javascript-fundamentals',
    rating: 4,
    comment: 'Great start for a marketer learning to code.',
    daysAgo: 22,
  },
  { member: 'thandiwe.ndlovu', course: 'javascript-fundamentals', rating: 5, comment: '', daysAgo: 30 },
  { member: 'amadou.diallo', course: 'javascript-fundamentals', rating: 5, comment: 'Simple et efficace.', daysAgo: 41 },
  {
    member: 'akosua.boateng',
    course: 'mobile-first-ux-design',
    rating: 5,
    comment: 'Finally a UX course about the phones our users really have.',
    daysAgo: 4,
  },
  {
    member: 'efua.addo',
    course: 'mobile-first-ux-design',
    rating: 5,
    comment: 'Our team now tests on a 3G profile every sprint.',
    daysAgo: 18,
  },
  { member: 'esi.quaye', course: 'mobile-first-ux-design', rating: 4, comment: 'Useful research templates.', daysAgo: 27 },
  {
    member: 'wanjiru.kamau',
    course: 'machine-learning-foundations',
    rating: 5,
    comment: 'Honest about evaluation, which most courses skip.',
    daysAgo: 3,
  },
  {
    member: 'kwame.asante',
    course: 'machine-learning-foundations',
    rating: 5,
    comment: 'The crop-yield project is excellent.',
    daysAgo: 6,
  },
  { member: 'chinedu.okafor', course: 'machine-learning-foundations', rating: 4, comment: 'Dense but worth it.', daysAgo: 7 },
  { member: 'kofi.owusu', course: 'machine-learning-foundations', rating: 5, comment: '', daysAgo: 9 },
  {
    member: 'kwame.asante',
    course: 'python-data-analysis',
    rating: 5,
    comment: 'I use the cleaning steps every week at MTN.',
    daysAgo: 14,
  },
  { member: 'wanjiru.kamau', course: 'python-data-analysis', rating: 4, comment: 'Solid pandas basics.', daysAgo: 35 },
  { member: 'efua.addo', course: 'python-data-analysis', rating: 4, comment: '', daysAgo: 50 },
  { member: 'thandiwe.ndlovu', course: 'python-data-analysis', rating: 5, comment: 'Made my project reports much faster.', daysAgo: 60 },
  {
    member: 'abena.osei',
    course: 'digital-marketing-small-business',
    rating: 5,
    comment: 'Practical for small shops in Accra.',
    daysAgo: 10,
  },
  { member: 'efua.addo', course: 'digital-marketing-small-business', rating: 4, comment: '', daysAgo: 33 },
  {
    member: 'thandiwe.ndlovu',
    course: 'digital-marketing-small-business',
    rating: 4,
    comment: 'The WhatsApp Business lesson paid for itself.',
    daysAgo: 44,
  },
  { member: 'kofi.owusu', course: 'nodejs-rest-apis', rating: 5, comment: 'Exactly how we build APIs at mPharma.', daysAgo: 11 },
  { member: 'chinedu.okafor', course: 'nodejs-rest-apis', rating: 4, comment: 'Good on validation and rate limits.', daysAgo: 19 },
  { member: 'amadou.diallo', course: 'nodejs-rest-apis', rating: 4, comment: '', daysAgo: 28 },
  {
    member: 'yaw.darko',
    course: 'react-typescript-in-practice',
    rating: 4,
    comment: 'Fast-paced; do the JavaScript course first.',
    daysAgo: 2,
  },
  { member: 'chinedu.okafor', course: 'react-typescript-in-practice', rating: 5, comment: 'The query-cache lesson is gold.', daysAgo: 5 },
  { member: 'amadou.diallo', course: 'react-typescript-in-practice', rating: 4, comment: '', daysAgo: 8 },
  {
    member: 'abena.osei',
    course: 'social-media-analytics',
    rating: 4,
    comment: 'Helped me report results to clients in one page.',
    daysAgo: 7,
  },
  { member: 'esi.quaye', course: 'social-media-analytics', rating: 4, comment: '', daysAgo: 16 },
  {
    member: 'akosua.boateng',
    course: 'brand-identity-design',
    rating: 4,
    comment: 'Lovely use of adinkra in the colour lesson.',
    daysAgo: 21,
  },
];
