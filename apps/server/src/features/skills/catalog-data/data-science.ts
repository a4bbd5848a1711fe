import type { CatalogEntry } from './entry.js';

export const dataScience: CatalogEntry[] = [
  {
    name: 'AI/Machine Learning',
    category: 'Data Science',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 12,000–25,000 / month',
    isPopular: true,
    description:
      'Teach computers to learn from data: supervised and unsupervised learning, model evaluation, feature engineering, and putting models to work in agriculture, health and finance.',
    prerequisites: ['Python', 'Statistics'],
    relatedSkills: ['Deep Learning', 'Python', 'Data Analysis'],
  },
  {
    name: 'Deep Learning',
    category: 'Data Science',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 12,000–24,000 / month',
    isPopular: false,
    description:
      'Neural networks for images, speech and text with PyTorch or TensorFlow: convolutional and transformer models, training on GPUs, and fine-tuning pretrained models.',
    prerequisites: ['AI/Machine Learning', 'Python'],
    relatedSkills: ['AI/Machine Learning', 'Natural Language Processing', 'Python'],
  },
  {
    name: 'Natural Language Processing',
    category: 'Data Science',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 11,000–22,000 / month',
    isPopular: false,
    description:
      'Make software understand text and speech, including African languages: tokenisation, classification, translation, chatbots and working with large language models.',
    prerequisites: ['Python', 'AI/Machine Learning'],
    relatedSkills: ['Deep Learning', 'AI/Machine Learning', 'Twi'],
  },
  {
    name: 'Data Analysis',
    category: 'Data Science',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: true,
    description:
      'Turn raw data into answers: cleaning and reshaping data, descriptive statistics, spotting trends and explaining findings clearly to decision makers.',
    prerequisites: ['Excel'],
    relatedSkills: ['SQL', 'Power BI', 'Python'],
  },
  {
    name: 'Excel',
    category: 'Data Science',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–6,000 / month',
    isPopular: true,
    description:
      'Spreadsheets for every office: formulas, lookups, pivot tables, charts and data validation, from budgets and payroll to sales reports.',
    prerequisites: [],
    relatedSkills: ['Data Analysis', 'Power BI', 'Financial Management'],
  },
  {
    name: 'Power BI',
    category: 'Data Science',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–11,000 / month',
    isPopular: true,
    description:
      "Microsoft's business intelligence tool: connect data sources, model data, write DAX measures and publish interactive dashboards that managers use every day.",
    prerequisites: ['Excel'],
    relatedSkills: ['Data Visualization', 'SQL', 'Excel'],
  },
  {
    name: 'Statistics',
    category: 'Data Science',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: false,
    description:
      'Probability, distributions, sampling, hypothesis tests and regression: the reasoning behind surveys, experiments, monitoring and evaluation, and machine learning.',
    prerequisites: [],
    relatedSkills: ['R', 'Data Analysis', 'AI/Machine Learning'],
  },
  {
    name: 'R',
    category: 'Data Science',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: false,
    description:
      'A language made for statistics: data wrangling with the tidyverse, publication-quality charts with ggplot2 and reproducible reports, widely used in research and public health.',
    prerequisites: ['Statistics'],
    relatedSkills: ['Statistics', 'Data Visualization', 'Python'],
  },
  {
    name: 'Data Visualization',
    category: 'Data Science',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: false,
    description:
      'Choose the right chart, design clear dashboards and tell a story with data, so that numbers lead to decisions instead of confusion.',
    prerequisites: ['Excel'],
    relatedSkills: ['Power BI', 'Data Analysis', 'Graphic Design'],
  },
  {
    name: 'Big Data',
    category: 'Data Science',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 10,000–20,000 / month',
    isPopular: false,
    description:
      'Process data too large for one machine with Apache Spark and data warehouses: pipelines, partitioning, streaming events from telecom and fintech systems.',
    prerequisites: ['SQL', 'Python'],
    relatedSkills: ['Cloud Computing', 'SQL', 'AI/Machine Learning'],
  },
];
