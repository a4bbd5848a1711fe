import { PYTHON_DATA_ANALYSIS_BANK } from './quiz-banks/python-data-analysis.js';
import { MACHINE_LEARNING_BANK } from './quiz-banks/machine-learning-foundations.js';
import type { CatalogCourse } from './course-catalog-types.js';

/** Data science courses. */
export const DATA_COURSES: readonly CatalogCourse[] = [
  {
    slug: 'python-data-analysis',
    title: 'Python for Data Analysis',
    description:
      'Clean, explore and chart real data with Python and pandas: cocoa prices, rainfall and market data from across West Africa, from a raw CSV to a short report your manager can read.',
    instructor: 'Dr. Ngozi Eze',
    category: 'Data Science',
    level: 'Intermediate',
    addedDaysAgo: 95,
    lessons: [
      { title: 'Notebooks and your first DataFrame', video: 4 },
      { title: 'Cleaning messy columns', video: 6 },
      { title: 'Grouping and aggregating', video: 3 },
      { title: 'Charts that tell one story', video: 5 },
      {
        title: 'Quiz: pandas essentials',
        quiz: {
          durationSeconds: 240,
          questions: PYTHON_DATA_ANALYSIS_BANK,
        },
      },
    ],
  },
  {
    slug: 'machine-learning-foundations',
    title: 'Machine Learning Foundations',
    description:
      'Understand how models learn before you use them: training and test sets, linear and logistic regression, decision trees, overfitting and honest evaluation, with a crop-yield prediction project from Kenyan farm data.',
    instructor: 'Dr. Wanjiku Mwangi',
    category: 'Data Science',
    level: 'Advanced',
    addedDaysAgo: 10,
    lessons: [
      { title: 'What it means for a model to learn', video: 1 },
      { title: 'Training, validation and test sets', video: 2 },
      { title: 'Regression: predicting crop yields', video: 3 },
      { title: 'Decision trees and overfitting', video: 4 },
      { title: 'Evaluating a classifier honestly', video: 5 },
      {
        title: 'Timed quiz: model evaluation',
        quiz: {
          durationSeconds: 180,
          timeLimitSeconds: 180,
          passingScore: 75,
          questions: MACHINE_LEARNING_BANK,
        },
      },
    ],
  },
];
