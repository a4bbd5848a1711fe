import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: mobile-first UX": research, task flows, wireframes, slow networks and accessibility. */
export const MOBILE_FIRST_UX_BANK: readonly CatalogQuestion[] = [
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
  ['What minimum contrast ratio does WCAG AA ask for normal body text?', ['2:1', '3:1', '4.5:1', '10:1'], 2],
  [
    'Why design for the smallest screen first?',
    [
      'It forces you to keep what matters most, then add for larger screens',
      'Small screens are quicker to draw',
      'Large screens no longer need testing',
      'Phones cannot show images well',
    ],
    0,
  ],
  [
    'A task flow describes…',
    [
      'The colours of each screen',
      'The steps a person takes to reach a goal in the app',
      'The server architecture',
      'The marketing budget',
    ],
    1,
  ],
  [
    'What is a wireframe for?',
    [
      'Showing final colours and photos',
      'Writing production code',
      'Printing the brand guide',
      'Working out layout and content before visual design',
    ],
    3,
  ],
  [
    'Why should colour never be the only sign of an error?',
    [
      'Colour uses more data',
      'People with colour blindness may not see the difference',
      'Red text is slower to render',
      'Browsers ignore colour in forms',
    ],
    1,
  ],
  [
    'The network drops while someone fills in a form. Which design helps most?',
    [
      'Blocking the screen until the network returns',
      'Showing an error and clearing the form',
      'Keeping the input on the phone and sending it when back online',
      'Reloading the page every few seconds',
    ],
    2,
  ],
  [
    'In a usability test, what should you do when a participant gets stuck?',
    [
      'Ask what they expected to happen and note it, without leading them',
      'Take the phone and show them the way',
      'End the session early',
      'Tell them the right answer',
    ],
    0,
  ],
  ['About how many participants does a small usability test need to find most major problems?', ['1', '5', '50', '500'], 1],
  [
    'Which choice keeps an app light for people with low-end phones and costly data?',
    [
      'Autoplaying background video',
      'Several large custom fonts',
      'Loading every screen at start',
      'Compressed images sized for the screen',
    ],
    3,
  ],
];
