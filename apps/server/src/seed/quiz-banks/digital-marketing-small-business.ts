import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: marketing on a budget": customers, WhatsApp Business, content calendars, Google Maps. */
export const DIGITAL_MARKETING_BANK: readonly CatalogQuestion[] = [
  ['What should come first in a marketing plan?', ['Buying ads', 'Knowing who your customer is', 'A new logo', 'A mobile app'], 1],
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
  [
    'What does the catalogue in WhatsApp Business let you do?',
    [
      'Message people who never gave you their number',
      'File your taxes',
      'Show products with photos and prices inside WhatsApp',
      'Run television adverts',
    ],
    2,
  ],
  [
    'Whom should a business send WhatsApp offers to?',
    ['Anyone whose number it can find', 'Numbers bought from a list', "Its competitors' customers", 'People who agreed to hear from it'],
    3,
  ],
  [
    'What helps a Google Business Profile show up in local searches?',
    [
      'Correct opening hours, photos and replies to reviews',
      'Stuffing keywords into the business name',
      'Reviews written by the owner',
      'Leaving the profile empty',
    ],
    0,
  ],
  [
    'A customer persona is…',
    [
      "A real customer's private data",
      'A short profile of a typical customer: needs, habits and where they spend time',
      'A paid advert',
      'A loyalty card',
    ],
    1,
  ],
  [
    'How often should a small business post on social media?',
    ['Ten times a day, whatever the content', 'Only when sales drop', 'Regularly, on a schedule it can keep up', 'Once a year'],
    2,
  ],
  [
    'How should a business answer a bad review online?',
    [
      'Ignore it',
      'Argue with the customer in public',
      'Ask friends to post fake praise',
      'Reply politely, own the problem and offer to fix it',
    ],
    3,
  ],
  [
    'What is a call to action in a post?',
    ['A clear next step, such as "Order on WhatsApp today"', "The post's hashtags", 'A phone call from the manager', 'The brand colours'],
    0,
  ],
  [
    'Which is a cheap way to learn what customers want?',
    [
      'Guessing from your own taste',
      'Asking them: short polls, chats and questions after a sale',
      'Copying what a big brand does',
      'Buying an expensive market report',
    ],
    1,
  ],
];
