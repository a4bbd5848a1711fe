import type { CatalogEntry } from './entry.js';

// Salaries for language skills are those of translators, interpreters and bilingual roles.
export const languages: CatalogEntry[] = [
  {
    name: 'English for Business',
    category: 'Languages',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: false,
    description:
      'Professional English for meetings, presentations, negotiations, e-mails and interviews, for speakers who want to work confidently with international teams.',
    prerequisites: [],
    relatedSkills: ['Business Writing', 'French', 'Customer Service'],
  },
  {
    name: 'French',
    category: 'Languages',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: true,
    description:
      "Ghana's neighbours speak French: learn it for trade across West Africa, work with ECOWAS and international organisations, and bilingual customer-service roles.",
    prerequisites: [],
    relatedSkills: ['English for Business', 'Portuguese', 'Arabic'],
  },
  {
    name: 'Twi',
    category: 'Languages',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 2,500–6,000 / month',
    isPopular: true,
    description:
      'The most widely spoken language in Ghana (Akan): greetings, everyday conversation, proverbs and reading and writing, for work in sales, health, media and the community.',
    prerequisites: [],
    relatedSkills: ['Ga', 'Ewe', 'Hausa'],
  },
  {
    name: 'Ga',
    category: 'Languages',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 2,500–5,500 / month',
    isPopular: false,
    description:
      'The language of the Greater Accra region: everyday conversation, culture and market language for anyone living or doing business in Accra.',
    prerequisites: [],
    relatedSkills: ['Twi', 'Ewe', 'English for Business'],
  },
  {
    name: 'Ewe',
    category: 'Languages',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 2,500–5,500 / month',
    isPopular: false,
    description:
      'Spoken in the Volta region of Ghana and across southern Togo and Benin: conversation, reading and writing, and translation for cross-border work.',
    prerequisites: [],
    relatedSkills: ['Twi', 'Ga', 'French'],
  },
  {
    name: 'Hausa',
    category: 'Languages',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: false,
    description:
      'A lingua franca of West Africa spoken by tens of millions across Nigeria, Niger, Ghana and beyond: conversation, trade vocabulary, reading and writing.',
    prerequisites: [],
    relatedSkills: ['Yoruba', 'Arabic', 'Twi'],
  },
  {
    name: 'Yoruba',
    category: 'Languages',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: false,
    description:
      'Spoken across south-west Nigeria, Benin and the diaspora: tones, everyday conversation and the culture behind a large film and music industry.',
    prerequisites: [],
    relatedSkills: ['Hausa', 'French', 'English for Business'],
  },
  {
    name: 'Swahili',
    category: 'Languages',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,500–8,000 / month',
    isPopular: true,
    description:
      'The most widely spoken African language, official in Kenya and Tanzania and an African Union working language: conversation, grammar, reading and writing.',
    prerequisites: [],
    relatedSkills: ['English for Business', 'Arabic', 'French'],
  },
  {
    name: 'Arabic',
    category: 'Languages',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 5,000–11,000 / month',
    isPopular: false,
    description:
      'Modern Standard Arabic for North Africa and the Middle East: script, grammar and conversation, for trade, diplomacy, translation and interpreting.',
    prerequisites: [],
    relatedSkills: ['French', 'Hausa', 'Swahili'],
  },
  {
    name: 'Portuguese',
    category: 'Languages',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,500–10,000 / month',
    isPopular: false,
    description:
      'Spoken in Angola, Mozambique, Cape Verde, Guinea-Bissau and Brazil: conversation and business Portuguese for trade and work with Lusophone partners.',
    prerequisites: [],
    relatedSkills: ['French', 'English for Business', 'Arabic'],
  },
];
