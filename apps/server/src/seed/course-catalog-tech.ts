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
          questions: [
            ['Which keyword declares a variable that cannot be reassigned?', ['var', 'let', 'const', 'static'], 2],
            ['What does typeof [] return?', ['"array"', '"object"', '"list"', '"undefined"'], 1],
            ['Which method adds an item to the end of an array?', ['push()', 'shift()', 'concat()', 'pop()'], 0],
            ['What is the value of 2 + "2" in JavaScript?', ['4', '"22"', 'NaN', 'An error'], 1],
          ],
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
          questions: [
            [
              'Which status code answers a successful POST that created a resource?',
              ['200 OK', '201 Created', '204 No Content', '302 Found'],
              1,
            ],
            ['Which HTTP method should be idempotent when replacing a resource?', ['POST', 'PUT', 'CONNECT', 'PATCH'], 1],
            [
              'Where should a request body be validated?',
              ['Only in the browser', 'At the server edge, before any work', 'In the database only', 'It does not need validation'],
              1,
            ],
            [
              'What does a 409 Conflict usually tell the client?',
              ['The server crashed', 'The request clashes with the current state', 'The route does not exist', 'The client must sign in'],
              1,
            ],
          ],
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
          questions: [
            ['Which element marks the main content of a page?', ['<div id="main">', '<main>', '<section>', '<body>'], 1],
            [
              'In a mobile-first stylesheet, media queries usually use…',
              ['max-width', 'min-width', 'orientation only', 'device-pixel-ratio'],
              1,
            ],
            [
              'Which CSS property turns a container into a flex container?',
              ['display: flex', 'position: flex', 'flex: 1', 'float: flex'],
              0,
            ],
          ],
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
          questions: [
            [
              'What should a React component be, given the same props and state?',
              ['Random', 'Pure: the same output', 'Always re-fetching', 'Stateful in a global'],
              1,
            ],
            ['Which hook keeps a value across renders without causing a re-render?', ['useState', 'useRef', 'useMemo', 'useEffect'], 1],
            [
              'What does React.lazy with Suspense help with?',
              ['Styling', 'Code splitting routes', 'Type checking', 'Server rendering only'],
              1,
            ],
            [
              'In TypeScript, which type describes "a string or undefined"?',
              ['string?', 'string | undefined', 'Maybe<string>', 'string & undefined'],
              1,
            ],
            [
              'Where should data fetched from the server live in a React app with a query library?',
              ['In the query cache', 'In localStorage', 'In a global variable', 'In component props only'],
              0,
            ],
          ],
        },
      },
    ],
  },
];
