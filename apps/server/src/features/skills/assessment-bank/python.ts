import type { SkillBank } from './types.js';

/** Python: 30 questions, English and French (issue 29 §6). */
export const pythonBank: SkillBank = {
  skill: 'python',
  questions: [
    {
      id: 'py-01',
      en: {
        prompt: 'Which of these lines correctly starts a function definition in Python?',
        options: ['`function total(a, b):`', '`def total(a, b) {`', '`def total(a, b):`', '`fn total(a, b):`'],
      },
      fr: {
        prompt: 'Laquelle de ces lignes commence correctement la définition d’une fonction en Python ?',
        options: ['`function total(a, b):`', '`def total(a, b) {`', '`def total(a, b):`', '`fn total(a, b):`'],
      },
      answer: 2,
    },
    {
      id: 'py-02',
      en: { prompt: 'What does `len("Accra")` return?', options: ['`4`', '`5`', '`6`', '`"Accra"`'] },
      fr: { prompt: 'Que renvoie `len("Accra")` ?', options: ['`4`', '`5`', '`6`', '`"Accra"`'] },
      answer: 1,
    },
    {
      id: 'py-03',
      en: { prompt: 'What is the result of `7 // 2` in Python 3?', options: ['`3`', '`3.5`', '`4`', '`1`'] },
      fr: { prompt: 'Quel est le résultat de `7 // 2` en Python 3 ?', options: ['`3`', '`3.5`', '`4`', '`1`'] },
      answer: 0,
    },
    {
      id: 'py-04',
      en: { prompt: 'Which of these built-in types is immutable?', options: ['`list`', '`dict`', '`set`', '`tuple`'] },
      fr: { prompt: 'Lequel de ces types intégrés est immuable ?', options: ['`list`', '`dict`', '`set`', '`tuple`'] },
      answer: 3,
    },
    {
      id: 'py-05',
      en: {
        prompt: 'How do you add the item `"Tamale"` to the end of the list `cities`?',
        options: ['`cities.add("Tamale")`', '`cities.append("Tamale")`', '`cities.push("Tamale")`', '`cities.insert("Tamale")`'],
      },
      fr: {
        prompt: 'Comment ajouter l’élément `"Tamale"` à la fin de la liste `cities` ?',
        options: ['`cities.add("Tamale")`', '`cities.append("Tamale")`', '`cities.push("Tamale")`', '`cities.insert("Tamale")`'],
      },
      answer: 1,
    },
    {
      id: 'py-06',
      en: {
        prompt: 'What does `list(range(1, 5))` return?',
        options: ['`[1, 2, 3, 4, 5]`', '`[0, 1, 2, 3, 4]`', '`[1, 5]`', '`[1, 2, 3, 4]`'],
      },
      fr: {
        prompt: 'Que renvoie `list(range(1, 5))` ?',
        options: ['`[1, 2, 3, 4, 5]`', '`[0, 1, 2, 3, 4]`', '`[1, 5]`', '`[1, 2, 3, 4]`'],
      },
      answer: 3,
    },
    {
      id: 'py-07',
      en: {
        prompt: 'A Kumasi bakery stores `prices = {"bread": 12, "tea": 5}`. How do you get the price of bread?',
        options: ['`prices.bread`', '`prices[0]`', '`prices["bread"]`', '`prices->bread`'],
      },
      fr: {
        prompt: 'Une boulangerie de Kumasi enregistre `prices = {"bread": 12, "tea": 5}`. Comment obtenir le prix du pain (`bread`) ?',
        options: ['`prices.bread`', '`prices[0]`', '`prices["bread"]`', '`prices->bread`'],
      },
      answer: 2,
    },
    {
      id: 'py-08',
      en: { prompt: 'What is the value of `bool("")`?', options: ['`False`', '`True`', '`None`', '`""`'] },
      fr: { prompt: 'Quelle est la valeur de `bool("")` ?', options: ['`False`', '`True`', '`None`', '`""`'] },
      answer: 0,
    },
    {
      id: 'py-09',
      en: {
        prompt: 'In a `try` statement, which keyword introduces the block that handles an exception?',
        options: ['`catch`', '`except`', '`rescue`', '`handle`'],
      },
      fr: {
        prompt: 'Dans une instruction `try`, quel mot-clé introduit le bloc qui gère une exception ?',
        options: ['`catch`', '`except`', '`rescue`', '`handle`'],
      },
      answer: 1,
    },
    {
      id: 'py-10',
      en: {
        prompt: 'With `name = "Kofi"`, what does `f"Hello, {name}!"` give?',
        options: ['`"Hello, {name}!"`', '`"Hello, name!"`', 'A `SyntaxError`', '`"Hello, Kofi!"`'],
      },
      fr: {
        prompt: 'Avec `name = "Kofi"`, que donne `f"Hello, {name}!"` ?',
        options: ['`"Hello, {name}!"`', '`"Hello, name!"`', 'Une `SyntaxError`', '`"Hello, Kofi!"`'],
      },
      answer: 3,
    },
    {
      id: 'py-11',
      en: {
        prompt: 'What does `[x * x for x in range(4) if x % 2 == 0]` produce?',
        options: ['`[0, 1, 4, 9]`', '`[1, 9]`', '`[0, 4]`', '`[4]`'],
      },
      fr: {
        prompt: 'Que produit `[x * x for x in range(4) if x % 2 == 0]` ?',
        options: ['`[0, 1, 4, 9]`', '`[1, 9]`', '`[0, 4]`', '`[4]`'],
      },
      answer: 2,
    },
    {
      id: 'py-12',
      en: {
        prompt: 'With `nums = [4, 8, 15, 16, 23]`, what is `nums[1:3]`?',
        options: ['`[8, 15]`', '`[8, 15, 16]`', '`[4, 8, 15]`', '`[15, 16]`'],
      },
      fr: {
        prompt: 'Avec `nums = [4, 8, 15, 16, 23]`, que vaut `nums[1:3]` ?',
        options: ['`[8, 15]`', '`[8, 15, 16]`', '`[4, 8, 15]`', '`[15, 16]`'],
      },
      answer: 0,
    },
    {
      id: 'py-13',
      en: {
        prompt: 'Given `def add(item, basket=[]): basket.append(item); return basket`, what does `add("yam"); print(add("rice"))` print?',
        options: ['`["rice"]`', '`["yam"]`', 'A `TypeError`', '`["yam", "rice"]`'],
      },
      fr: {
        prompt: 'Avec `def add(item, basket=[]): basket.append(item); return basket`, qu’affiche `add("yam"); print(add("rice"))` ?',
        options: ['`["rice"]`', '`["yam"]`', 'Une `TypeError`', '`["yam", "rice"]`'],
      },
      answer: 3,
    },
    {
      id: 'py-14',
      en: {
        prompt: 'What is the difference between `==` and `is` in Python?',
        options: [
          'There is none; they are interchangeable',
          '`==` compares values; `is` checks whether both sides are the same object',
          '`is` compares values; `==` compares types',
          '`is` only works with numbers',
        ],
      },
      fr: {
        prompt: 'Quelle est la différence entre `==` et `is` en Python ?',
        options: [
          'Aucune : ils sont interchangeables',
          '`==` compare les valeurs ; `is` vérifie si les deux côtés sont le même objet',
          '`is` compare les valeurs ; `==` compare les types',
          '`is` ne fonctionne qu’avec des nombres',
        ],
      },
      answer: 1,
    },
    {
      id: 'py-15',
      en: {
        prompt: 'Which statement opens `sales.csv` so that the file is closed automatically, even if an error occurs?',
        options: [
          '`f = open("sales.csv"); f.read()`',
          '`open("sales.csv").close()`',
          '`with open("sales.csv") as f:`',
          '`try open("sales.csv") as f:`',
        ],
      },
      fr: {
        prompt: 'Quelle instruction ouvre `sales.csv` de sorte que le fichier soit fermé automatiquement, même en cas d’erreur ?',
        options: [
          '`f = open("sales.csv"); f.read()`',
          '`open("sales.csv").close()`',
          '`with open("sales.csv") as f:`',
          '`try open("sales.csv") as f:`',
        ],
      },
      answer: 2,
    },
    {
      id: 'py-16',
      en: {
        prompt: 'What does the statement `a, b = b, a` do?',
        options: [
          'It swaps the values of `a` and `b`',
          'It creates a tuple named `a`',
          'It raises a `SyntaxError`',
          'It sets both `a` and `b` to the value of `a`',
        ],
      },
      fr: {
        prompt: 'Que fait l’instruction `a, b = b, a` ?',
        options: [
          'Elle échange les valeurs de `a` et `b`',
          'Elle crée un tuple nommé `a`',
          'Elle lève une `SyntaxError`',
          'Elle donne à `a` et à `b` la valeur de `a`',
        ],
      },
      answer: 0,
    },
    {
      id: 'py-17',
      en: {
        prompt: 'With `d = {"Accra": 3}`, what does `d.get("Lagos", 0)` return?',
        options: ['A `KeyError`', '`None`', '`"Lagos"`', '`0`'],
      },
      fr: {
        prompt: 'Avec `d = {"Accra": 3}`, que renvoie `d.get("Lagos", 0)` ?',
        options: ['Une `KeyError`', '`None`', '`"Lagos"`', '`0`'],
      },
      answer: 3,
    },
    {
      id: 'py-18',
      en: {
        prompt: 'In `def log(*args):`, what does `args` contain?',
        options: [
          'The keyword arguments, as a dict',
          'The positional arguments passed, as a tuple',
          'Only the first argument',
          'The positional arguments passed, as a set',
        ],
      },
      fr: {
        prompt: 'Dans `def log(*args):`, que contient `args` ?',
        options: [
          'Les arguments nommés, sous forme de dict',
          'Les arguments positionnels passés, sous forme de tuple',
          'Seulement le premier argument',
          'Les arguments positionnels passés, sous forme de set',
        ],
      },
      answer: 1,
    },
    {
      id: 'py-19',
      en: {
        prompt: 'What does this print? `a = [1, 2]; b = a; b.append(3); print(a)`',
        options: ['`[1, 2]`', '`[3]`', '`[1, 2, 3]`', 'An error, because `b` is a separate copy'],
      },
      fr: {
        prompt: 'Qu’affiche ce code ? `a = [1, 2]; b = a; b.append(3); print(a)`',
        options: ['`[1, 2]`', '`[3]`', '`[1, 2, 3]`', 'Une erreur, car `b` est une copie distincte'],
      },
      answer: 2,
    },
    {
      id: 'py-20',
      en: {
        prompt: 'What is the main purpose of a virtual environment created with `python -m venv .venv`?',
        options: [
          'To keep each project’s installed packages and versions separate',
          'To make Python code run faster',
          'To run Python inside a virtual machine',
          'To encrypt the project’s source code',
        ],
      },
      fr: {
        prompt: 'Quel est le but principal d’un environnement virtuel créé avec `python -m venv .venv` ?',
        options: [
          'Séparer les paquets installés et leurs versions pour chaque projet',
          'Rendre le code Python plus rapide',
          'Exécuter Python dans une machine virtuelle',
          'Chiffrer le code source du projet',
        ],
      },
      answer: 0,
    },
    {
      id: 'py-21',
      en: {
        prompt: 'For a very large `data`, what is the main advantage of `(x * 2 for x in data)` over `[x * 2 for x in data]`?',
        options: [
          'It runs in parallel on several cores',
          'It sorts the results',
          'It can be indexed like a list',
          'It produces values one at a time instead of building the whole list in memory',
        ],
      },
      fr: {
        prompt:
          'Pour un très grand `data`, quel est le principal avantage de `(x * 2 for x in data)` par rapport à `[x * 2 for x in data]` ?',
        options: [
          'Il s’exécute en parallèle sur plusieurs cœurs',
          'Il trie les résultats',
          'On peut l’indexer comme une liste',
          'Il produit les valeurs une à une au lieu de construire toute la liste en mémoire',
        ],
      },
      answer: 3,
    },
    {
      id: 'py-22',
      en: {
        prompt: '`people` is a list of dicts. What does `sorted(people, key=lambda p: p["age"])` do?',
        options: [
          'Sorts `people` in place and returns `None`',
          'Returns a new list of the people ordered by age, youngest first',
          'Returns only the ages, sorted',
          'Raises an error, because a `lambda` cannot be used as `key`',
        ],
      },
      fr: {
        prompt: '`people` est une liste de dicts. Que fait `sorted(people, key=lambda p: p["age"])` ?',
        options: [
          'Trie `people` sur place et renvoie `None`',
          'Renvoie une nouvelle liste des personnes classées par âge, de la plus jeune à la plus âgée',
          'Renvoie uniquement les âges, triés',
          'Lève une erreur, car une `lambda` ne peut pas servir de `key`',
        ],
      },
      answer: 1,
    },
    {
      id: 'py-23',
      en: {
        prompt: 'What happens when you evaluate `int("12.5")`?',
        options: ['It returns `12`', 'It returns `13`', 'It raises a `ValueError`', 'It returns `12.5`'],
      },
      fr: {
        prompt: 'Que se passe-t-il quand on évalue `int("12.5")` ?',
        options: ['Il renvoie `12`', 'Il renvoie `13`', 'Il lève une `ValueError`', 'Il renvoie `12.5`'],
      },
      answer: 2,
    },
    {
      id: 'py-24',
      en: {
        prompt: 'In a class method `def deposit(self, amount):`, what is `self`?',
        options: [
          'The instance the method is called on',
          'The class itself',
          'A reserved keyword that could also be spelled `this`',
          'The module in which the class is defined',
        ],
      },
      fr: {
        prompt: 'Dans la méthode de classe `def deposit(self, amount):`, que représente `self` ?',
        options: [
          'L’instance sur laquelle la méthode est appelée',
          'La classe elle-même',
          'Un mot-clé réservé qu’on peut aussi écrire `this`',
          'Le module dans lequel la classe est définie',
        ],
      },
      answer: 0,
    },
    {
      id: 'py-25',
      en: {
        prompt: 'What does this print? `funcs = [lambda: i for i in range(3)]; print([f() for f in funcs])`',
        options: ['`[0, 1, 2]`', '`[0, 0, 0]`', 'A `NameError`', '`[2, 2, 2]`'],
      },
      fr: {
        prompt: 'Qu’affiche ce code ? `funcs = [lambda: i for i in range(3)]; print([f() for f in funcs])`',
        options: ['`[0, 1, 2]`', '`[0, 0, 0]`', 'Une `NameError`', '`[2, 2, 2]`'],
      },
      answer: 3,
    },
    {
      id: 'py-26',
      en: {
        prompt: 'What is the effect of putting code under `if __name__ == "__main__":` in a module?',
        options: [
          'The code runs before every other function in the file',
          'The code runs only when the file is executed directly, not when it is imported',
          'The code becomes private to the module',
          'The code runs only when the file is imported by another module',
        ],
      },
      fr: {
        prompt: 'Quel est l’effet de placer du code sous `if __name__ == "__main__":` dans un module ?',
        options: [
          'Le code s’exécute avant toutes les autres fonctions du fichier',
          'Le code s’exécute seulement quand le fichier est lancé directement, pas quand il est importé',
          'Le code devient privé au module',
          'Le code s’exécute seulement quand le fichier est importé par un autre module',
        ],
      },
      answer: 1,
    },
    {
      id: 'py-27',
      en: {
        prompt: 'What does this print? `grid = [[0, 0]] * 2; grid[0][0] = 1; print(grid)`',
        options: ['`[[1, 0], [0, 0]]`', '`[[1, 1], [0, 0]]`', '`[[1, 0], [1, 0]]`', 'A `TypeError`'],
      },
      fr: {
        prompt: 'Qu’affiche ce code ? `grid = [[0, 0]] * 2; grid[0][0] = 1; print(grid)`',
        options: ['`[[1, 0], [0, 0]]`', '`[[1, 1], [0, 0]]`', '`[[1, 0], [1, 0]]`', 'Une `TypeError`'],
      },
      answer: 2,
    },
    {
      id: 'py-28',
      en: {
        prompt: 'What does writing `@timer` on the line above `def report():` do?',
        options: [
          'It rebinds `report` to the result of `timer(report)`',
          'It calls `report` once at import time and stores the result in `timer`',
          'It makes `report` a method of a class named `timer`',
          'It only adds a note for documentation tools',
        ],
      },
      fr: {
        prompt: 'Que fait l’écriture de `@timer` sur la ligne au-dessus de `def report():` ?',
        options: [
          'Elle remplace `report` par le résultat de `timer(report)`',
          'Elle appelle `report` une fois à l’import et range le résultat dans `timer`',
          'Elle fait de `report` une méthode d’une classe nommée `timer`',
          'Elle ajoute seulement une note pour les outils de documentation',
        ],
      },
      answer: 0,
    },
    {
      id: 'py-29',
      en: {
        prompt: 'What happens if you delete keys from a dict `d` inside a `for k in d:` loop over that same dict?',
        options: [
          'The deleted keys are silently skipped',
          'The deletions are applied after the loop ends',
          'Python iterates over an automatic copy, so it works',
          'A `RuntimeError` is raised because the dict changed size during iteration',
        ],
      },
      fr: {
        prompt: 'Que se passe-t-il si l’on supprime des clés d’un dict `d` dans une boucle `for k in d:` qui parcourt ce même dict ?',
        options: [
          'Les clés supprimées sont ignorées sans erreur',
          'Les suppressions sont appliquées à la fin de la boucle',
          'Python parcourt une copie automatique, donc cela fonctionne',
          'Une `RuntimeError` est levée, car la taille du dict a changé pendant l’itération',
        ],
      },
      answer: 3,
    },
    {
      id: 'py-30',
      en: {
        prompt: 'A module defines `count = 0` and `def inc(): count += 1`. What happens when `inc()` is called?',
        options: [
          '`count` becomes `1`',
          'Nothing visible: the change stays local to `inc`',
          'An `UnboundLocalError` is raised',
          'A `SyntaxError` is raised when the file is loaded',
        ],
      },
      fr: {
        prompt: 'Un module définit `count = 0` et `def inc(): count += 1`. Que se passe-t-il quand on appelle `inc()` ?',
        options: [
          '`count` passe à `1`',
          'Rien de visible : la modification reste locale à `inc`',
          'Une `UnboundLocalError` est levée',
          'Une `SyntaxError` est levée au chargement du fichier',
        ],
      },
      answer: 2,
    },
  ],
};
