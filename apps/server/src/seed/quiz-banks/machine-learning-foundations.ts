import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Timed quiz: model evaluation": data splits, regression, trees, overfitting and metrics. */
export const MACHINE_LEARNING_BANK: readonly CatalogQuestion[] = [
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
  [
    'What is the validation set for?',
    [
      'Training the final weights',
      'Replacing the training data',
      'Choosing hyperparameters and comparing models',
      'Reporting the final score',
    ],
    2,
  ],
  ['Which loss does linear regression usually minimise?', ['Accuracy', 'Recall', 'F1 score', 'Mean squared error'], 3],
  [
    'How can you reduce overfitting in a decision tree?',
    [
      'Limit its depth or the minimum samples per leaf',
      'Let it grow until every leaf is pure',
      'Train and test on the same rows',
      'Add the target as a feature',
    ],
    0,
  ],
  [
    'Precision answers which question?',
    [
      'Of all real positives, how many did we find?',
      'Of the cases we predicted positive, how many were positive?',
      'How many predictions were right overall?',
      'How far off are the predicted numbers?',
    ],
    1,
  ],
  [
    'In 5-fold cross-validation, how often is each row used for validation?',
    ['Five times', 'Never', 'Exactly once', 'Only if it is an outlier'],
    2,
  ],
  [
    'Predicting yield at planting time with the harvest total as a feature is an example of…',
    ['Underfitting', 'Regularisation', 'Class imbalance', 'Data leakage'],
    3,
  ],
  [
    'What does a confusion matrix show for a classifier?',
    [
      'Counts of true and false positives and negatives',
      'The learning rate over time',
      'The correlation between features',
      'The structure of the tree',
    ],
    0,
  ],
  [
    'A crop-yield regression has R² = 0.8 on the test set. What does that mean?',
    [
      '80 % of the predictions are exactly right',
      'The model explains about 80 % of the variance in yield',
      'The average error is 0.8 tonnes',
      'The model is overfitting',
    ],
    1,
  ],
];
