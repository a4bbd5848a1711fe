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
          questions: [
            ['Which pandas function reads a CSV file?', ['pd.load_csv()', 'pd.read_csv()', 'pd.open()', 'pd.csv()'], 1],
            [
              'What does df.groupby("region")["sales"].sum() return?',
              ['Total sales per region', 'The first row', 'The number of regions', 'A sorted copy of df'],
              0,
            ],
            ['How do you drop rows with missing values?', ['df.fillna()', 'df.dropna()', 'df.remove()', 'df.clean()'], 1],
            ['Which chart suits a trend over months?', ['Pie chart', 'Line chart', 'Word cloud', 'Scatter of ids'], 1],
          ],
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
          questions: [
            [
              'Why keep a test set apart until the end?',
              ['To train faster', 'To estimate performance on unseen data', 'To save memory', 'It is not needed'],
              1,
            ],
            [
              'A model scores 99 % on training data and 60 % on test data. This is…',
              ['Underfitting', 'Overfitting', 'Perfect generalisation', 'A data leak fix'],
              1,
            ],
            ['Which metric suits a rare-disease classifier better than accuracy?', ['Recall', 'Mean squared error', 'R²', 'Row count'], 0],
            ['Logistic regression predicts…', ['A probability of a class', 'A cluster label', 'A time series', 'An image'], 0],
          ],
        },
      },
    ],
  },
];
