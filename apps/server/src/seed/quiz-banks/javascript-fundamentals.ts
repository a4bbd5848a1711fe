import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: JavaScript basics": values, variables, functions, arrays and objects. */
export const JAVASCRIPT_FUNDAMENTALS_BANK: readonly CatalogQuestion[] = [
  ['Which keyword declares a variable that cannot be reassigned?', ['var', 'let', 'const', 'static'], 2],
  ['What does typeof [] return?', ['"array"', '"object"', '"list"', '"undefined"'], 1],
  ['Which method adds an item to the end of an array?', ['push()', 'shift()', 'concat()', 'pop()'], 0],
  ['What is the value of 2 + "2" in JavaScript?', ['4', '"22"', 'NaN', 'An error'], 1],
  ['Which of these values is falsy?', ['"0"', '[]', '0', '"false"'], 2],
  [
    'What does the === operator compare?',
    [
      'Only the values, after converting types',
      'Only the types',
      'Whether two variables have the same name',
      'Value and type, without converting',
    ],
    3,
  ],
  ['Given function fare(km) { return 2 + km * 0.5; }, what does fare(4) return?', ['4', '6', '2.5', '10'], 0],
  [
    'Given const stop = { name: "Kaneshie" }, how do you read its name property?',
    ['stop[name]', 'stop->name', 'stop::name', 'stop.name'],
    3,
  ],
  ['What is the index of the first item in a JavaScript array?', ['1', '0', '-1', 'It depends on the array'], 1],
  ['What does [5, 10, 15].map((n) => n * 2) return?', ['[10, 20, 30]', '30', '[5, 10, 15, 2]', '60'], 0],
  ['Which statement sends a value from a function back to its caller?', ['break', 'continue', 'return', 'exit'], 2],
  ['What is the value of a variable declared with let and never assigned?', ['null', '0', 'An empty string', 'undefined'], 3],
];
