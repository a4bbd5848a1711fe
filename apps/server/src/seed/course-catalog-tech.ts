import { JAVASCRIPT_FUNDAMENTALS_BANK } from './quiz-banks/javascript-fundamentals.js';
import { NODEJS_REST_APIS_BANK } from './quiz-banks/nodejs-rest-apis.js';
import { RESPONSIVE_WEB_DESIGN_BANK } from './quiz-banks/responsive-web-design.js';
import { REACT_TYPESCRIPT_BANK } from './quiz-banks/react-typescript-in-practice.js';
import type { CatalogCourse } from './course-catalog-types.js';

/** Programming and web development courses. */
export const TECH_COURSES: readonly CatalogCourse[] = [
  {
    slug: 'javascript-fundamentals',
    title: 'JavaScript Fundamentals',
    description:
      'Start programming with the language of the web: values, variables, functions, arrays and objects, and how the browser runs your code. Built around small exercises from everyday Ghanaian apps such as a trotro fare calculator.',
    instructor: 'Kwabena Adjei',
    category: 'Programming',
    level: 'Beginner',
    addedDaysAgo: 120,
    lessons: [
      { title: 'Welcome and setting up your editor', video: 1 },
      { title: 'Variables, values and types', video: 2 },
      { title: 'Functions: writing a fare calculator', video: 3 },
      { title: 'Arrays and objects', video: 4 },
      {
        title: 'Quiz: JavaScript basics',
        quiz: {
          durationSeconds: 240,
          questions: JAVASCRIPT_FUNDAMENTALS_BANK,
        },
      },
    ],
  },
  {
    slug: 'nodejs-rest-apis',
    title: 'Building REST APIs with Node.js',
    description:
      'Design and build a production-ready REST API for a mobile money wallet: routing, validation, persistence, authentication and error handling, with the habits that keep an API fast on slow networks.',
    instructor: 'Emeka Nwosu',
    category: 'Programming',
    level: 'Intermediate',
    addedDaysAgo: 75,
    lessons: [
      { title: 'What makes an API RESTful', video: 5 },
      { title: 'Routes, handlers and status codes', video: 6 },
      { title: 'Validating input at the edge', video: 1 },
      { title: 'Storing wallets and transactions', video: 2 },
      { title: 'Sessions, tokens and rate limits', video: 3 },
      {
        title: 'Quiz: API design',
        quiz: {
          durationSeconds: 300,
          questions: NODEJS_REST_APIS_BANK,
        },
      },
    ],
  },
  {
    slug: 'responsive-web-design',
    title: 'Responsive Web Design with HTML & CSS',
    description:
      'Build pages that work on a 360 px phone on a slow connection as well as on a laptop: semantic HTML, flexbox, grid, media queries and lightweight images, through a market-stall landing page you publish at the end.',
    instructor: 'Fatou Ndiaye',
    category: 'Web Development',
    level: 'Beginner',
    addedDaysAgo: 150,
    lessons: [
      { title: 'Semantic HTML that screen readers understand', video: 2 },
      { title: 'The box model and spacing', video: 4 },
      { title: 'Flexbox layouts', video: 6 },
      { title: 'Mobile-first media queries', video: 5 },
      {
        title: 'Quiz: Responsive layouts',
        quiz: {
          durationSeconds: 180,
          questions: RESPONSIVE_WEB_DESIGN_BANK,
        },
      },
    ],
  },
  {
    slug: 'react-typescript-in-practice',
    title: 'React and TypeScript in Practice',
    description:
      'Ship a typed React application: components and props, state and effects, data fetching with caching, forms with validation and code splitting so the first page stays light for members on expensive data.',
    instructor: 'Tunde Bakare',
    category: 'Web Development',
    level: 'Advanced',
    addedDaysAgo: 20,
    lessons: [
      { title: 'Typing components and props', video: 3 },
      { title: 'State, effects and when not to use them', video: 1 },
      { title: 'Server state with a query cache', video: 5 },
      { title: 'Forms and validation with shared schemas', video: 2 },
      {
        title: 'Timed quiz: React patterns',
        quiz: {
          durationSeconds: 120,
          timeLimitSeconds: 120,
          questions: REACT_TYPESCRIPT_BANK,
        },
      },
    ],
  },
];
