import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: Responsive layouts": semantic HTML, the box model, flexbox, grid and media queries. */
export const RESPONSIVE_WEB_DESIGN_BANK: readonly CatalogQuestion[] = [
  ['Which element marks the main content of a page?', ['<div id="main">', '<main>', '<section>', '<body>'], 1],
  ['In a mobile-first stylesheet, media queries usually use…', ['max-width', 'min-width', 'orientation only', 'device-pixel-ratio'], 1],
  ['Which CSS property turns a container into a flex container?', ['display: flex', 'position: flex', 'flex: 1', 'float: flex'], 0],
  [
    "Which tag makes a phone lay the page out at the screen's real width instead of a zoomed-out desktop view?",
    [
      '<meta charset="utf-8">',
      '<meta name="description" content="…">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta http-equiv="refresh" content="5">',
    ],
    2,
  ],
  [
    "With box-sizing: border-box, an element's width includes…",
    ['Only the content', 'Content, padding, border and margin', 'Only the margin', 'Content, padding and border'],
    3,
  ],
  ['Which attribute gives an image a text alternative for screen readers?', ['alt', 'title', 'src', 'aria-hidden'], 0],
  [
    'Which property sets the space between the items of a flex or grid container?',
    ['margin-between', 'spacing', 'gap', 'padding-items'],
    2,
  ],
  [
    'In a flex container with flex-direction: row, which property spreads items along the horizontal axis?',
    ['align-items', 'justify-content', 'text-align', 'vertical-align'],
    1,
  ],
  ['Which CSS unit is relative to the font size of the root element?', ['px', 'em', 'vh', 'rem'], 3],
  ['Which image format usually gives the smallest files for photos?', ['BMP', 'WebP', 'Uncompressed TIFF', 'GIF'], 1],
  [
    'What does loading="lazy" on an <img> do?',
    [
      'Waits to load the image until it is near the visible area',
      'Lowers the image quality',
      'Loads the image before the HTML',
      'Hides the image on phones',
    ],
    0,
  ],
  [
    'Which declaration creates three equal columns in a grid container?',
    ['grid-columns: 3', 'display: grid(3)', 'grid-template-columns: repeat(3, 1fr)', 'column-count: 3fr'],
    2,
  ],
];
