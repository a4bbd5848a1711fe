import type { CatalogEntry } from './entry.js';

export const marketing: CatalogEntry[] = [
  {
    name: 'Digital Marketing',
    category: 'Marketing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: true,
    description:
      'Reach customers online: plan campaigns across search, social media and e-mail, set budgets, track results and improve what works.',
    prerequisites: [],
    relatedSkills: ['SEO', 'Social Media Marketing', 'Google Ads'],
  },
  {
    name: 'SEO',
    category: 'Marketing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: true,
    description:
      'Search engine optimisation: keyword research, on-page content, technical site health and link building, so customers find you on Google without paying for each click.',
    prerequisites: ['Digital Marketing'],
    relatedSkills: ['Content Marketing', 'Google Ads', 'Web Design'],
  },
  {
    name: 'Social Media Marketing',
    category: 'Marketing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: true,
    description:
      'Grow and engage audiences on Facebook, Instagram, TikTok, X and WhatsApp: content calendars, community management, paid promotion and reading the analytics.',
    prerequisites: [],
    relatedSkills: ['Content Marketing', 'Canva', 'Influencer Marketing'],
  },
  {
    name: 'Content Marketing',
    category: 'Marketing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,000–8,000 / month',
    isPopular: false,
    description:
      'Attract and keep customers with useful articles, videos and guides: content strategy, editorial planning, distribution and measuring what content earns.',
    prerequisites: ['Digital Marketing'],
    relatedSkills: ['Copywriting', 'SEO', 'Social Media Marketing'],
  },
  {
    name: 'Email Marketing',
    category: 'Marketing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,500–7,000 / month',
    isPopular: false,
    description:
      'Build lists with consent, write newsletters people open, automate welcome and follow-up sequences, and test subject lines and send times.',
    prerequisites: [],
    relatedSkills: ['Copywriting', 'Marketing Analytics', 'Content Marketing'],
  },
  {
    name: 'Google Ads',
    category: 'Marketing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,500–9,000 / month',
    isPopular: false,
    description:
      'Run paid search, display and YouTube campaigns: keywords and match types, bidding strategies, ad copy, conversion tracking and return on ad spend.',
    prerequisites: ['Digital Marketing'],
    relatedSkills: ['SEO', 'Marketing Analytics', 'Digital Marketing'],
  },
  {
    name: 'Marketing Analytics',
    category: 'Marketing',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: false,
    description:
      'Measure marketing properly: Google Analytics, attribution, funnels, cohort analysis and A/B tests that show which campaigns really bring customers.',
    prerequisites: ['Digital Marketing', 'Excel'],
    relatedSkills: ['Data Analysis', 'Google Ads', 'Power BI'],
  },
  {
    name: 'Sales',
    category: 'Marketing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–8,000 / month plus commission',
    isPopular: true,
    description:
      'Find prospects, understand their needs, present solutions, handle objections and close deals, in person, by phone and on WhatsApp, and keep a tidy pipeline in a CRM.',
    prerequisites: [],
    relatedSkills: ['Customer Service', 'Public Relations', 'Business Writing'],
  },
  {
    name: 'Public Relations',
    category: 'Marketing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: false,
    description:
      "Shape how the public and the press see an organisation: press releases, media relations, events, crisis communication and managing an organisation's reputation.",
    prerequisites: [],
    relatedSkills: ['Journalism', 'Brand Management', 'Business Writing'],
  },
  {
    name: 'Brand Management',
    category: 'Marketing',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 7,000–15,000 / month',
    isPopular: false,
    description:
      'Keep a brand strong and consistent over time: positioning, market research, product launches, pricing and working with agencies and distributors.',
    prerequisites: ['Digital Marketing'],
    relatedSkills: ['Brand Identity Design', 'Public Relations', 'Marketing Analytics'],
  },
  {
    name: 'Influencer Marketing',
    category: 'Marketing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,500–8,000 / month',
    isPopular: false,
    description:
      'Partner with creators on Instagram, TikTok and YouTube: find the right voices, agree briefs and fees, keep campaigns authentic and measure what they bring.',
    prerequisites: ['Social Media Marketing'],
    relatedSkills: ['Social Media Marketing', 'Content Marketing', 'Brand Management'],
  },
];
