import type { CatalogEntry } from './entry.js';

export const writing: CatalogEntry[] = [
  {
    name: 'Copywriting',
    category: 'Writing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: true,
    description:
      'Write words that sell: headlines, adverts, landing pages, product descriptions and calls to action that move readers to act.',
    prerequisites: [],
    relatedSkills: ['Content Marketing', 'Email Marketing', 'Content Writing'],
  },
  {
    name: 'Content Writing',
    category: 'Writing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: true,
    description:
      'Research and write clear blog posts, articles and web pages for a given audience, with a consistent voice and search engines in mind.',
    prerequisites: [],
    relatedSkills: ['SEO', 'Copywriting', 'Editing & Proofreading'],
  },
  {
    name: 'Technical Writing',
    category: 'Writing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–11,000 / month',
    isPopular: false,
    description:
      'Explain complex things simply: user guides, API documentation, standard operating procedures and release notes that people can actually follow.',
    prerequisites: ['Business Writing'],
    relatedSkills: ['Editing & Proofreading', 'Git & GitHub', 'Content Writing'],
  },
  {
    name: 'Grant Writing',
    category: 'Writing',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: false,
    description:
      'Win funding for NGOs, start-ups and research: read calls for proposals, build a logical framework, write the narrative and budget, and report to donors.',
    prerequisites: ['Business Writing'],
    relatedSkills: ['Business Writing', 'Project Management', 'Financial Management'],
  },
  {
    name: 'Journalism',
    category: 'Writing',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: false,
    description:
      'Find, verify and tell stories for print, radio, TV and online: interviewing, news writing, fact-checking, media ethics and writing to deadline.',
    prerequisites: [],
    relatedSkills: ['Editing & Proofreading', 'Public Relations', 'Content Writing'],
  },
  {
    name: 'Editing & Proofreading',
    category: 'Writing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 2,500–6,000 / month',
    isPopular: false,
    description:
      'Make other people’s writing clear and correct: grammar, spelling, style guides, structure and consistency, for reports, books and websites.',
    prerequisites: ['English for Business'],
    relatedSkills: ['Content Writing', 'Technical Writing', 'Journalism'],
  },
  {
    name: 'Business Writing',
    category: 'Writing',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–6,000 / month',
    isPopular: false,
    description:
      'Write e-mails, memos, reports and proposals that are short, clear and professional, and get the reply or decision you need.',
    prerequisites: [],
    relatedSkills: ['English for Business', 'Technical Writing', 'Grant Writing'],
  },
  {
    name: 'Creative Writing',
    category: 'Writing',
    difficulty: 'Beginner',
    averageSalary: 'Varies with commissions and royalties',
    isPopular: false,
    description:
      'Write fiction, poetry, scripts and spoken word: character, plot, dialogue and revision, and the routes to publishing and performing your work.',
    prerequisites: [],
    relatedSkills: ['Editing & Proofreading', 'Copywriting', 'Journalism'],
  },
];
