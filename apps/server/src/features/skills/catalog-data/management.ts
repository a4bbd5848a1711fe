import type { CatalogEntry } from './entry.js';

export const management: CatalogEntry[] = [
  {
    name: 'Project Management',
    category: 'Management',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 7,000–15,000 / month',
    isPopular: true,
    description:
      'Deliver projects on time and on budget: scope, schedules, risks, stakeholders and reporting, with the vocabulary of PMP and PRINCE2 certifications.',
    prerequisites: [],
    relatedSkills: ['Agile & Scrum', 'Leadership', 'Product Management'],
  },
  {
    name: 'Agile & Scrum',
    category: 'Management',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: false,
    description:
      'Work in short iterations: backlogs, sprints, stand-ups, reviews and retrospectives, and the Scrum Master and Product Owner roles software teams rely on.',
    prerequisites: [],
    relatedSkills: ['Project Management', 'Product Management', 'Leadership'],
  },
  {
    name: 'Product Management',
    category: 'Management',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 10,000–20,000 / month',
    isPopular: true,
    description:
      'Decide what to build and why: customer discovery, roadmaps, prioritisation, writing requirements, working with design and engineering, and measuring outcomes.',
    prerequisites: ['Agile & Scrum', 'User Research'],
    relatedSkills: ['Product Design', 'Agile & Scrum', 'Marketing Analytics'],
  },
  {
    name: 'Leadership',
    category: 'Management',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 8,000–18,000 / month',
    isPopular: false,
    description:
      'Lead people well: set direction, delegate, give feedback, coach, resolve conflict and build teams that keep their best people.',
    prerequisites: [],
    relatedSkills: ['Project Management', 'Human Resource Management', 'Business Strategy'],
  },
  {
    name: 'Business Strategy',
    category: 'Management',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 10,000–22,000 / month',
    isPopular: false,
    description:
      'Analyse markets and competitors, choose where to play and how to win, set objectives and key results, and turn strategy into plans people can follow.',
    prerequisites: ['Financial Management'],
    relatedSkills: ['Entrepreneurship', 'Leadership', 'Financial Management'],
  },
  {
    name: 'Financial Management',
    category: 'Management',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 7,000–15,000 / month',
    isPopular: false,
    description:
      'Budgets, cash flow, financial statements, costing and pricing, and the controls that keep a business solvent and ready for investors and auditors.',
    prerequisites: ['Excel'],
    relatedSkills: ['Excel', 'Business Strategy', 'Entrepreneurship'],
  },
  {
    name: 'Human Resource Management',
    category: 'Management',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–11,000 / month',
    isPopular: false,
    description:
      'Recruitment, onboarding, performance reviews, payroll and SSNIT, labour law and employee relations: everything that makes an organisation a good place to work.',
    prerequisites: [],
    relatedSkills: ['Leadership', 'Business Writing', 'Customer Service'],
  },
  {
    name: 'Supply Chain Management',
    category: 'Management',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 7,000–15,000 / month',
    isPopular: false,
    description:
      'Move goods from supplier to customer efficiently: procurement, inventory, warehousing, transport, import and export procedures, and demand planning.',
    prerequisites: ['Excel'],
    relatedSkills: ['Project Management', 'Data Analysis', 'Financial Management'],
  },
  {
    name: 'Entrepreneurship',
    category: 'Management',
    difficulty: 'Beginner',
    averageSalary: 'Varies with the business',
    isPopular: true,
    description:
      'Start and grow your own business: test an idea with real customers, write a lean business plan, keep simple accounts, register the business and raise funds.',
    prerequisites: [],
    relatedSkills: ['Financial Management', 'Digital Marketing', 'Sales'],
  },
  {
    name: 'Customer Service',
    category: 'Management',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 2,500–5,000 / month',
    isPopular: false,
    description:
      'Help customers by phone, chat and in person: listening, solving problems, handling complaints calmly and turning service into loyalty.',
    prerequisites: [],
    relatedSkills: ['Sales', 'Business Writing', 'English for Business'],
  },
];
