import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: pandas essentials": loading, cleaning, grouping and charting a DataFrame. */
export const PYTHON_DATA_ANALYSIS_BANK: readonly CatalogQuestion[] = [
  ['Which pandas function reads a CSV file?', ['pd.load_csv()', 'pd.read_csv()', 'pd.open()', 'pd.csv()'], 1],
  [
    'What does df.groupby("region")["sales"].sum() return?',
    ['Total sales per region', 'The first row', 'The number of regions', 'A sorted copy of df'],
    0,
  ],
  ['How do you drop rows with missing values?', ['df.fillna()', 'df.dropna()', 'df.remove()', 'df.clean()'], 1],
  ['Which chart suits a trend over months?', ['Pie chart', 'Line chart', 'Word cloud', 'Scatter of ids'], 1],
  ['Which call shows the first five rows of a DataFrame?', ['df.first()', 'df.top(5)', 'df.head()', 'df.show()'], 2],
  [
    'What does df.isna().sum() tell you?',
    [
      'The total of every numeric column',
      'How many rows are duplicated',
      'The data type of each column',
      'How many values are missing in each column',
    ],
    3,
  ],
  [
    'How do you keep only the rows where price is above 100?',
    ['df[df["price"] > 100]', 'df.filter(price > 100)', 'df.where("price" > 100).drop()', 'df.select(price=100)'],
    0,
  ],
  [
    'A price column was read as text such as "1,200". Which step makes it numeric?',
    ['df["price"].astype(str)', 'Remove the commas, then use pd.to_numeric()', 'df.sort_values("price")', 'df["price"].round()'],
    1,
  ],
  [
    'What does df.describe() give for numeric columns?',
    [
      'Only the column names',
      'A chart of each column',
      'Count, mean, standard deviation, min, quartiles and max',
      'The memory each row uses',
    ],
    2,
  ],
  [
    'Which function joins two DataFrames on a shared column, like a SQL join?',
    ['df.stack()', 'pd.concat() along the rows', 'df.explode()', 'pd.merge()'],
    3,
  ],
  [
    'What does df["region"].value_counts() return?',
    [
      'The unique regions in alphabetical order',
      'How many rows each region has, most frequent first',
      "The sum of each region's values",
      'The number of columns',
    ],
    1,
  ],
  [
    'Which chart best compares total sales across six regions?',
    ['A bar chart', 'A 3D pie chart', 'A line chart across region names', 'A scatter plot of row numbers'],
    0,
  ],
];
