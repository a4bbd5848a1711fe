import type { SkillBank } from './types.js';

/** JavaScript: 30 questions, English and French (issue 29 §6). */
export const javascriptBank: SkillBank = {
  skill: 'javascript',
  questions: [
    {
      id: 'js-01',
      en: {
        prompt: 'Which keyword declares a block-scoped variable that cannot be reassigned?',
        options: ['`var`', '`let`', '`const`', '`static`'],
      },
      fr: {
        prompt: 'Quel mot-clé déclare une variable limitée au bloc et qui ne peut pas être réaffectée ?',
        options: ['`var`', '`let`', '`const`', '`static`'],
      },
      answer: 2,
    },
    {
      id: 'js-02',
      en: { prompt: 'What does `typeof null` return in JavaScript?', options: ['`"null"`', '`"object"`', '`"undefined"`', '`"number"`'] },
      fr: { prompt: 'Que renvoie `typeof null` en JavaScript ?', options: ['`"null"`', '`"object"`', '`"undefined"`', '`"number"`'] },
      answer: 1,
    },
    {
      id: 'js-03',
      en: {
        prompt: 'What does `[1, 2, 3].map(x => x * 2)` return?',
        options: ['`[2, 4, 6]`', '`[1, 2, 3]`, unchanged', '`12`', '`undefined`, because `map` only loops over the array'],
      },
      fr: {
        prompt: 'Que renvoie `[1, 2, 3].map(x => x * 2)` ?',
        options: ['`[2, 4, 6]`', '`[1, 2, 3]`, inchangé', '`12`', '`undefined`, car `map` ne fait que parcourir le tableau'],
      },
      answer: 0,
    },
    {
      id: 'js-04',
      en: { prompt: 'What is the value of `"5" + 3`?', options: ['`8`', '`NaN`', 'A `TypeError` is thrown', '`"53"`'] },
      fr: { prompt: 'Quelle est la valeur de `"5" + 3` ?', options: ['`8`', '`NaN`', 'Une `TypeError` est levée', '`"53"`'] },
      answer: 3,
    },
    {
      id: 'js-05',
      en: { prompt: 'What does `0 === "0"` evaluate to?', options: ['`true`', '`false`', '`undefined`', 'A `TypeError` is thrown'] },
      fr: { prompt: 'Quelle est la valeur de `0 === "0"` ?', options: ['`true`', '`false`', '`undefined`', 'Une `TypeError` est levée'] },
      answer: 1,
    },
    {
      id: 'js-06',
      en: {
        prompt: 'Which array method adds one or more elements to the end of an array, changing the array itself?',
        options: ['`shift()`', '`unshift()`', '`pop()`', '`push()`'],
      },
      fr: {
        prompt: 'Quelle méthode ajoute un ou plusieurs éléments à la fin d’un tableau, en modifiant le tableau lui-même ?',
        options: ['`shift()`', '`unshift()`', '`pop()`', '`push()`'],
      },
      answer: 3,
    },
    {
      id: 'js-07',
      en: {
        prompt: 'Which kind of string literal lets you insert a value with a `${…}` placeholder?',
        options: [
          'A string in single quotes',
          'A string in double quotes',
          'A template literal, written between backticks',
          'A regular expression literal, written between slashes',
        ],
      },
      fr: {
        prompt: 'Quel type de chaîne permet d’insérer une valeur avec un emplacement `${…}` ?',
        options: [
          'Une chaîne entre apostrophes',
          'Une chaîne entre guillemets doubles',
          'Un littéral de gabarit (template literal), écrit entre accents graves',
          'Une expression régulière littérale, écrite entre barres obliques',
        ],
      },
      answer: 2,
    },
    {
      id: 'js-08',
      en: {
        prompt: 'Given `const towns = ["Accra", "Kumasi", "Tamale"];`, what is `towns[1]`?',
        options: ['`"Kumasi"`', '`"Accra"`', '`"Tamale"`', '`undefined`'],
      },
      fr: {
        prompt: 'Avec `const towns = ["Accra", "Kumasi", "Tamale"];`, que vaut `towns[1]` ?',
        options: ['`"Kumasi"`', '`"Accra"`', '`"Tamale"`', '`undefined`'],
      },
      answer: 0,
    },
    {
      id: 'js-09',
      en: {
        prompt: 'Which statement is meant for looping over the values (not the indexes) of an array?',
        options: ['`for...in`', '`for...of`', '`while...in`', '`foreach...as`'],
      },
      fr: {
        prompt: 'Quelle instruction sert à parcourir les valeurs (et non les indices) d’un tableau ?',
        options: ['`for...in`', '`for...of`', '`while...in`', '`foreach...as`'],
      },
      answer: 1,
    },
    {
      id: 'js-10',
      en: {
        prompt: 'What does `JSON.parse(text)` return when `text` is the string `{"total": 120}`?',
        options: [
          'The same string, unchanged',
          'An array containing `120`',
          'An object whose `total` property is the string `"120"`',
          'An object whose `total` property is the number `120`',
        ],
      },
      fr: {
        prompt: 'Que renvoie `JSON.parse(text)` quand `text` est la chaîne `{"total": 120}` ?',
        options: [
          'La même chaîne, inchangée',
          'Un tableau contenant `120`',
          'Un objet dont la propriété `total` est la chaîne `"120"`',
          'Un objet dont la propriété `total` est le nombre `120`',
        ],
      },
      answer: 3,
    },
    {
      id: 'js-11',
      en: {
        prompt: 'What happens when this code runs: `console.log(x); let x = 1;`?',
        options: ['It logs `undefined`', 'It logs `1`', 'It throws a `ReferenceError`', 'It logs `null`'],
      },
      fr: {
        prompt: 'Que se passe-t-il à l’exécution de ce code : `console.log(x); let x = 1;` ?',
        options: ['Il affiche `undefined`', 'Il affiche `1`', 'Il lève une `ReferenceError`', 'Il affiche `null`'],
      },
      answer: 2,
    },
    {
      id: 'js-12',
      en: {
        prompt:
          'What is logged? `function counter() { let n = 0; return () => ++n; } const next = counter(); next(); console.log(next());`',
        options: ['`2`', '`1`', '`0`', '`undefined`'],
      },
      fr: {
        prompt:
          'Qu’affiche ce code ? `function counter() { let n = 0; return () => ++n; } const next = counter(); next(); console.log(next());`',
        options: ['`2`', '`1`', '`0`', '`undefined`'],
      },
      answer: 0,
    },
    {
      id: 'js-13',
      en: { prompt: 'What does `[10, 1, 3].sort()` return?', options: ['`[1, 3, 10]`', '`[10, 3, 1]`', '`[3, 1, 10]`', '`[1, 10, 3]`'] },
      fr: { prompt: 'Que renvoie `[10, 1, 3].sort()` ?', options: ['`[1, 3, 10]`', '`[10, 3, 1]`', '`[3, 1, 10]`', '`[1, 10, 3]`'] },
      answer: 3,
    },
    {
      id: 'js-14',
      en: {
        prompt: 'What does `[5, 12, 8, 130].filter(n => n > 10)` return?',
        options: ['`true`', '`[12, 130]`', '`12`, the first match', '`[5, 8]`'],
      },
      fr: {
        prompt: 'Que renvoie `[5, 12, 8, 130].filter(n => n > 10)` ?',
        options: ['`true`', '`[12, 130]`', '`12`, la première correspondance', '`[5, 8]`'],
      },
      answer: 1,
    },
    {
      id: 'js-15',
      en: {
        prompt: 'An order has item prices in GHS `prices = [15, 20, 5]`. What does `prices.reduce((sum, p) => sum + p, 0)` return?',
        options: ['`3`', '`"015205"`', '`40`', '`[15, 35, 40]`'],
      },
      fr: {
        prompt: 'Une commande a des prix en GHS `prices = [15, 20, 5]`. Que renvoie `prices.reduce((sum, p) => sum + p, 0)` ?',
        options: ['`3`', '`"015205"`', '`40`', '`[15, 35, 40]`'],
      },
      answer: 2,
    },
    {
      id: 'js-16',
      en: {
        prompt: 'After `const a = { city: "Accra" }; const b = { ...a }; b.city = "Lagos";`, what is `a.city`?',
        options: ['`"Accra"`', '`"Lagos"`', '`undefined`', 'A `TypeError`, because `a` is declared with `const`'],
      },
      fr: {
        prompt: 'Après `const a = { city: "Accra" }; const b = { ...a }; b.city = "Lagos";`, que vaut `a.city` ?',
        options: ['`"Accra"`', '`"Lagos"`', '`undefined`', 'Une `TypeError`, car `a` est déclaré avec `const`'],
      },
      answer: 0,
    },
    {
      id: 'js-17',
      en: {
        prompt: 'After `const a = [1]; const b = a; b.push(2);`, what is `a.length`?',
        options: ['`1`', '`0`', 'A `TypeError`, because `a` is declared with `const`', '`2`'],
      },
      fr: {
        prompt: 'Après `const a = [1]; const b = a; b.push(2);`, que vaut `a.length` ?',
        options: ['`1`', '`0`', 'Une `TypeError`, car `a` est déclaré avec `const`', '`2`'],
      },
      answer: 3,
    },
    {
      id: 'js-18',
      en: {
        prompt: 'What does a function declared with `async` always return?',
        options: [
          'The value of its `return` statement, directly',
          'A `Promise`',
          '`undefined` until the function has finished',
          'A callback function',
        ],
      },
      fr: {
        prompt: 'Que renvoie toujours une fonction déclarée avec `async` ?',
        options: [
          'La valeur de son `return`, directement',
          'Une `Promise`',
          '`undefined` tant que la fonction n’est pas terminée',
          'Une fonction de rappel (callback)',
        ],
      },
      answer: 1,
    },
    {
      id: 'js-19',
      en: {
        prompt:
          'In what order are the letters logged? `console.log("A"); setTimeout(() => console.log("B"), 0); Promise.resolve().then(() => console.log("C")); console.log("D");`',
        options: ['A B C D', 'A C D B', 'A D C B', 'A D B C'],
      },
      fr: {
        prompt:
          'Dans quel ordre les lettres sont-elles affichées ? `console.log("A"); setTimeout(() => console.log("B"), 0); Promise.resolve().then(() => console.log("C")); console.log("D");`',
        options: ['A B C D', 'A C D B', 'A D C B', 'A D B C'],
      },
      answer: 2,
    },
    {
      id: 'js-20',
      en: {
        prompt: 'After `const { name, age = 30 } = { name: "Ama" };`, what is `age`?',
        options: ['`30`', '`undefined`', '`null`', 'A `ReferenceError` is thrown'],
      },
      fr: {
        prompt: 'Après `const { name, age = 30 } = { name: "Ama" };`, que vaut `age` ?',
        options: ['`30`', '`undefined`', '`null`', 'Une `ReferenceError` est levée'],
      },
      answer: 0,
    },
    {
      id: 'js-21',
      en: {
        prompt: 'Which statement about `this` inside an arrow function is true?',
        options: [
          'It always refers to the global object',
          'It refers to the object the function is called on',
          'It can be changed with `call()` or `bind()`',
          'It is taken from the surrounding scope where the arrow function is defined',
        ],
      },
      fr: {
        prompt: 'Quelle affirmation sur `this` dans une fonction fléchée est vraie ?',
        options: [
          'Il désigne toujours l’objet global',
          'Il désigne l’objet sur lequel la fonction est appelée',
          'On peut le changer avec `call()` ou `bind()`',
          'Il est repris de la portée englobante où la fonction fléchée est définie',
        ],
      },
      answer: 3,
    },
    {
      id: 'js-22',
      en: {
        prompt: 'If `user.address` is `undefined`, what does `user.address?.city` give?',
        options: ['A `TypeError`', '`undefined`', '`null`', 'An empty string'],
      },
      fr: {
        prompt: 'Si `user.address` vaut `undefined`, que donne `user.address?.city` ?',
        options: ['Une `TypeError`', '`undefined`', '`null`', 'Une chaîne vide'],
      },
      answer: 1,
    },
    {
      id: 'js-23',
      en: {
        prompt: 'Which of these expressions evaluates to `true`?',
        options: ['`null === undefined`', '`NaN === NaN`', '`null == undefined`', '`[] === []`'],
      },
      fr: {
        prompt: 'Laquelle de ces expressions vaut `true` ?',
        options: ['`null === undefined`', '`NaN === NaN`', '`null == undefined`', '`[] === []`'],
      },
      answer: 2,
    },
    {
      id: 'js-24',
      en: {
        prompt: 'A `fetch()` call to your API gets an HTTP 404 response. What happens by default?',
        options: [
          'The promise resolves with a `Response` whose `ok` property is `false`',
          'The promise rejects with a `TypeError`',
          'The promise never settles',
          '`fetch` retries the request once',
        ],
      },
      fr: {
        prompt: 'Un appel `fetch()` vers votre API reçoit une réponse HTTP 404. Que se passe-t-il par défaut ?',
        options: [
          'La promesse est résolue avec une `Response` dont la propriété `ok` vaut `false`',
          'La promesse est rejetée avec une `TypeError`',
          'La promesse ne se termine jamais',
          '`fetch` relance la requête une fois',
        ],
      },
      answer: 0,
    },
    {
      id: 'js-25',
      en: {
        prompt: 'What does `for (var i = 0; i < 3; i++) setTimeout(() => console.log(i));` log?',
        options: ['`0 1 2`', '`undefined` three times', '`0 0 0`', '`3 3 3`'],
      },
      fr: {
        prompt: 'Qu’affiche `for (var i = 0; i < 3; i++) setTimeout(() => console.log(i));` ?',
        options: ['`0 1 2`', '`undefined` trois fois', '`0 0 0`', '`3 3 3`'],
      },
      answer: 3,
    },
    {
      id: 'js-26',
      en: {
        prompt:
          'You call three APIs at once and need every outcome, keeping the successful results even if one call fails. What should you `await`?',
        options: ['`Promise.all([...])`', '`Promise.allSettled([...])`', '`Promise.race([...])`', '`Promise.any([...])`'],
      },
      fr: {
        prompt:
          'Vous appelez trois API en même temps et voulez le résultat de chacune, en gardant les réussites même si un appel échoue. Que devez-vous attendre avec `await` ?',
        options: ['`Promise.all([...])`', '`Promise.allSettled([...])`', '`Promise.race([...])`', '`Promise.any([...])`'],
      },
      answer: 1,
    },
    {
      id: 'js-27',
      en: {
        prompt:
          'The checkout of a Kumasi shop compares `0.1 + 0.2 === 0.3`. What is the result, and what is the usual fix for money amounts?',
        options: [
          '`true`; no fix is needed',
          '`false`; use `==` instead of `===`',
          '`false`, because of binary floating point; store amounts as whole pesewas (integers)',
          '`NaN`; convert the values with `parseFloat` first',
        ],
      },
      fr: {
        prompt:
          'La caisse d’une boutique de Kumasi compare `0.1 + 0.2 === 0.3`. Quel est le résultat, et quelle est la solution habituelle pour les montants ?',
        options: [
          '`true` ; aucune correction n’est nécessaire',
          '`false` ; utiliser `==` au lieu de `===`',
          '`false`, à cause de la virgule flottante binaire ; stocker les montants en pesewas entiers',
          '`NaN` ; convertir d’abord les valeurs avec `parseFloat`',
        ],
      },
      answer: 2,
    },
    {
      id: 'js-28',
      en: {
        prompt: 'After `const o = Object.freeze({ a: { b: 1 } }); o.a.b = 2;`, what is `o.a.b`?',
        options: [
          '`2`, because `Object.freeze` is shallow',
          '`1`, because the whole object tree is frozen',
          '`undefined`',
          'The assignment always throws a `TypeError`',
        ],
      },
      fr: {
        prompt: 'Après `const o = Object.freeze({ a: { b: 1 } }); o.a.b = 2;`, que vaut `o.a.b` ?',
        options: [
          '`2`, car `Object.freeze` ne gèle pas les objets imbriqués',
          '`1`, car tout l’arbre d’objets est gelé',
          '`undefined`',
          'L’affectation lève toujours une `TypeError`',
        ],
      },
      answer: 0,
    },
    {
      id: 'js-29',
      en: {
        prompt:
          '`load()` returns a promise that rejects. Why does `async function get() { try { return load(); } catch { return "fallback"; } }` not resolve to `"fallback"`?',
        options: [
          '`try` does not work inside `async` functions',
          '`catch` must declare an error parameter',
          'A rejection can only be handled with `.catch()`',
          'The promise is returned without `await`, so it rejects outside the `try` block',
        ],
      },
      fr: {
        prompt:
          '`load()` renvoie une promesse rejetée. Pourquoi `async function get() { try { return load(); } catch { return "fallback"; } }` ne donne-t-elle pas `"fallback"` ?',
        options: [
          '`try` ne fonctionne pas dans une fonction `async`',
          '`catch` doit déclarer un paramètre d’erreur',
          'Un rejet ne peut être géré qu’avec `.catch()`',
          'La promesse est renvoyée sans `await` : elle est rejetée hors du bloc `try`',
        ],
      },
      answer: 3,
    },
    {
      id: 'js-30',
      en: {
        prompt: '`math.js` contains only `export default function sum(a, b) { return a + b; }`. Which import lets you call `sum(2, 3)`?',
        options: [
          '`import { sum } from "./math.js";`',
          '`import * as sum from "./math.js";`',
          '`import sum from "./math.js";`',
          '`const sum = import("./math.js");`',
        ],
      },
      fr: {
        prompt:
          '`math.js` contient seulement `export default function sum(a, b) { return a + b; }`. Quel import permet d’appeler `sum(2, 3)` ?',
        options: [
          '`import { sum } from "./math.js";`',
          '`import * as sum from "./math.js";`',
          '`import sum from "./math.js";`',
          '`const sum = import("./math.js");`',
        ],
      },
      answer: 2,
    },
  ],
};
