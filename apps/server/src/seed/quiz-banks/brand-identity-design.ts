import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: brand basics": brand story, logo sketches, colour, type and the brand guide. */
export const BRAND_IDENTITY_BANK: readonly CatalogQuestion[] = [
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
  [
    'Which logo still reads when printed very small, such as on a receipt?',
    ['One with many fine details', 'A photograph of the shop', 'A long slogan in script letters', 'A simple, bold shape'],
    3,
  ],
  ['How many typefaces does a small brand usually need?', ['One or two', 'Five or more', 'A new one for every poster', 'None at all'], 0],
  [
    'What is a brand story?',
    [
      'A list of products and prices',
      'The yearly accounts',
      'A short account of why the business exists and who it serves',
      'A record of customer complaints',
    ],
    2,
  ],
  [
    'A brand colour palette usually has…',
    [
      'Every colour of a kente cloth',
      'One main colour, one or two supporting colours and neutrals',
      'Only black',
      'A different colour each week',
    ],
    1,
  ],
  [
    'Before using an adinkra symbol in a logo, what should you check?',
    [
      'That its meaning fits the business',
      'That it has at least five colours',
      'That it is the most popular symbol',
      'That it is drawn with very thin lines',
    ],
    0,
  ],
  [
    "Where should a brand's logo, colours and tone stay the same?",
    ['Only on the shop sign', 'Only in paid adverts', 'Everywhere: sign, packaging, social media and receipts', 'Only on the website'],
    2,
  ],
  [
    'What is "clear space" in a brand guide?',
    [
      'A blank page at the end of the guide',
      'The space on the shop floor',
      'White text on a white background',
      'Empty space kept around the logo so nothing crowds it',
    ],
    3,
  ],
  [
    'Why sketch many logo ideas on paper before using a computer?',
    [
      'Printers only accept paper sketches',
      'It is quick to explore many ideas before choosing one',
      'Computers cannot draw logos',
      'The sketch becomes the final logo',
    ],
    1,
  ],
  ['Which text colour is easiest to read on a white sign?', ['Yellow', 'Light grey', 'Pale pink', 'Dark blue'], 3],
];
