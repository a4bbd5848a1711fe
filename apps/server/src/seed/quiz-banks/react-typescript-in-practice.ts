import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Timed quiz: React patterns": typed components, state and effects, server state, forms. */
export const REACT_TYPESCRIPT_BANK: readonly CatalogQuestion[] = [
  [
    'What should a React component be, given the same props and state?',
    ['Random', 'Pure: the same output', 'Always re-fetching', 'Stateful in a global'],
    1,
  ],
  ['Which hook keeps a value across renders without causing a re-render?', ['useState', 'useRef', 'useMemo', 'useEffect'], 1],
  ['What does React.lazy with Suspense help with?', ['Styling', 'Code splitting routes', 'Type checking', 'Server rendering only'], 1],
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
  [
    'Why does each item rendered from a list need a stable key?',
    [
      'Keys add a CSS class to each item',
      'Without keys the list cannot be sorted',
      "So React can match items between renders and keep each one's state",
      'Keys let TypeScript check the props',
    ],
    2,
  ],
  [
    'When does an effect declared with useEffect(fn, []) run?',
    ['After every render', 'Never', 'Before the first render', 'After the first render only, cleaning up on unmount'],
    3,
  ],
  [
    'Which effect is a sign that useEffect is not needed at all?',
    [
      'One that keeps a WebSocket connected',
      'One that only computes a value from props or state for rendering',
      'One that listens to a browser event',
      'One that starts and clears a timer',
    ],
    1,
  ],
  [
    'What does the TypeScript utility type Partial<T> produce?',
    ['T with every property optional', 'T with every property read-only', 'Only the required properties of T', "A union of T's keys"],
    0,
  ],
  [
    'A prop is typed { kind: "video"; src: string } | { kind: "quiz"; questions: Question[] }. What lets TypeScript know which one you have?',
    ['Casting it with as', 'Typing it as any', 'Declaration merging', 'Checking kind in an if or switch (a discriminated union)'],
    3,
  ],
  [
    'With a query cache, what should follow a mutation that changes server data?',
    [
      'Nothing: the cache notices by itself',
      'A full page reload',
      'Invalidating (or updating) the affected queries so they refetch',
      'Clearing every query in the cache',
    ],
    2,
  ],
  [
    'Why validate a form with the same schema the server uses (e.g. zod in a shared package)?',
    [
      'Client and server apply the same rules, and the server still checks',
      'It removes the need to validate on the server',
      'It makes the bundle smaller',
      'The schema draws the form by itself',
    ],
    0,
  ],
];
