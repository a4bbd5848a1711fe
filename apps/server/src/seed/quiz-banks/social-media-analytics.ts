import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: measuring social media": goals, reach and engagement, A/B tests, reporting. */
export const SOCIAL_MEDIA_ANALYTICS_BANK: readonly CatalogQuestion[] = [
  ['Engagement rate is usually…', ['Followers ÷ posts', 'Interactions ÷ reach (or impressions)', 'Likes × shares', 'Posts per week'], 1],
  ['In an A/B test you should change…', ['Everything at once', 'One thing at a time', 'Nothing', 'Only the budget'], 1],
  ['A conversion is…', ['A new follower', 'A visitor doing the action you want, such as buying', 'Any comment', 'A story view'], 1],
  [
    'Which report serves a busy manager best?',
    ['Every raw number', 'One page: goal, result, next step', 'Screenshots of each post', 'A list of hashtags'],
    1,
  ],
  ['Reach counts…', ['Unique people who saw the content', 'Total times it was shown', 'Clicks on links', 'Shares only'], 0],
  [
    'Impressions differ from reach because impressions…',
    [
      'Count only followers',
      'Count only clicks',
      'Count every time the content was shown, repeats included',
      'Are always lower than reach',
    ],
    2,
  ],
  [
    'Which of these is a SMART goal?',
    ['Get more followers', 'Become famous online', 'Post better content', 'Raise orders from Instagram by 20 % by the end of March'],
    3,
  ],
  [
    'What are UTM parameters on a link used for?',
    ['Tracking which post or ad sent visitors to a website', 'Making links shorter', 'Encrypting links', 'Adding hashtags to a post'],
    0,
  ],
  ['Click-through rate (CTR) is…', ['Likes ÷ followers', 'Clicks ÷ impressions', 'Sales ÷ clicks', 'Followers ÷ accounts followed'], 1],
  [
    'When the goal is sales, which is a vanity metric?',
    ['Cost per purchase', 'Conversion rate', 'Follower count on its own', 'Revenue from ads'],
    2,
  ],
  [
    'Post A brought 30 orders and post B 32, each shown to 500 people. What should you conclude?',
    ['B is clearly better', 'A is clearly better', 'Stop posting altogether', 'The gap is too small to be sure: test with more people'],
    3,
  ],
  [
    'Cost per acquisition (CPA) is…',
    ['Ad spend ÷ number of conversions', 'Ad spend × clicks', 'Followers ÷ ad spend', 'Impressions ÷ clicks'],
    0,
  ],
];
