import type { SkillBank } from './types.js';

/** SQL: 30 questions, English and French (issue 29 §6). */
export const sqlBank: SkillBank = {
  skill: 'sql',
  questions: [
    {
      id: 'sql-01',
      en: { prompt: 'Which SQL statement reads rows from a table?', options: ['`GET`', '`READ`', '`SELECT`', '`FETCH ROWS`'] },
      fr: { prompt: 'Quelle instruction SQL lit des lignes dans une table ?', options: ['`GET`', '`READ`', '`SELECT`', '`FETCH ROWS`'] },
      answer: 2,
    },
    {
      id: 'sql-02',
      en: {
        prompt: 'Which clause filters individual rows before any grouping happens?',
        options: ['`ORDER BY`', '`WHERE`', '`HAVING`', '`LIMIT`'],
      },
      fr: {
        prompt: 'Quelle clause filtre les lignes une à une, avant tout regroupement ?',
        options: ['`ORDER BY`', '`WHERE`', '`HAVING`', '`LIMIT`'],
      },
      answer: 1,
    },
    {
      id: 'sql-03',
      en: {
        prompt: 'Which query returns the customers who live in Accra?',
        options: [
          "`SELECT * FROM customers WHERE city = 'Accra';`",
          "`SELECT * FROM customers IF city = 'Accra';`",
          "`SELECT * WHERE city = 'Accra' FROM customers;`",
          "`SELECT customers WHERE city == 'Accra';`",
        ],
      },
      fr: {
        prompt: 'Quelle requête renvoie les clients qui habitent à Accra ?',
        options: [
          "`SELECT * FROM customers WHERE city = 'Accra';`",
          "`SELECT * FROM customers IF city = 'Accra';`",
          "`SELECT * WHERE city = 'Accra' FROM customers;`",
          "`SELECT customers WHERE city == 'Accra';`",
        ],
      },
      answer: 0,
    },
    {
      id: 'sql-04',
      en: {
        prompt: 'In `SELECT COUNT(*) FROM orders;`, what does `COUNT(*)` return?',
        options: [
          'The sum of the values in the first column',
          'The number of distinct values',
          'The number of columns in the table',
          'The number of rows',
        ],
      },
      fr: {
        prompt: 'Dans `SELECT COUNT(*) FROM orders;`, que renvoie `COUNT(*)` ?',
        options: [
          'La somme des valeurs de la première colonne',
          'Le nombre de valeurs distinctes',
          'Le nombre de colonnes de la table',
          'Le nombre de lignes',
        ],
      },
      answer: 3,
    },
    {
      id: 'sql-05',
      en: {
        prompt: 'How do you sort the results from the highest amount to the lowest?',
        options: ['`ORDER BY amount ASC`', '`ORDER BY amount DESC`', '`SORT BY amount DOWN`', '`GROUP BY amount DESC`'],
      },
      fr: {
        prompt: 'Comment trier les résultats du montant le plus élevé au plus bas ?',
        options: ['`ORDER BY amount ASC`', '`ORDER BY amount DESC`', '`SORT BY amount DOWN`', '`GROUP BY amount DESC`'],
      },
      answer: 1,
    },
    {
      id: 'sql-06',
      en: {
        prompt: 'Which statement changes the phone number stored for an existing customer?',
        options: ['`INSERT`', '`ALTER`', '`CREATE`', '`UPDATE`'],
      },
      fr: {
        prompt: 'Quelle instruction modifie le numéro de téléphone enregistré pour un client existant ?',
        options: ['`INSERT`', '`ALTER`', '`CREATE`', '`UPDATE`'],
      },
      answer: 3,
    },
    {
      id: 'sql-07',
      en: {
        prompt: 'Which condition correctly finds rows where the column `email` has no value (is `NULL`)?',
        options: ['`email = NULL`', '`email == NULL`', '`email IS NULL`', "`email = ''`"],
      },
      fr: {
        prompt: 'Quelle condition trouve correctement les lignes où la colonne `email` n’a pas de valeur (vaut `NULL`) ?',
        options: ['`email = NULL`', '`email == NULL`', '`email IS NULL`', "`email = ''`"],
      },
      answer: 2,
    },
    {
      id: 'sql-08',
      en: {
        prompt: 'What is a primary key?',
        options: [
          'A column (or set of columns) whose value uniquely identifies each row',
          'The first column of every table',
          'A password that protects the table',
          'Any column that holds numbers',
        ],
      },
      fr: {
        prompt: 'Qu’est-ce qu’une clé primaire ?',
        options: [
          'Une colonne (ou un ensemble de colonnes) dont la valeur identifie chaque ligne de façon unique',
          'La première colonne de chaque table',
          'Un mot de passe qui protège la table',
          'N’importe quelle colonne contenant des nombres',
        ],
      },
      answer: 0,
    },
    {
      id: 'sql-09',
      en: {
        prompt: 'Which keyword, placed after `SELECT`, removes duplicate rows from the result?',
        options: ['`UNIQUE`', '`DISTINCT`', '`DIFFERENT`', '`SINGLE`'],
      },
      fr: {
        prompt: 'Quel mot-clé, placé après `SELECT`, supprime les lignes en double du résultat ?',
        options: ['`UNIQUE`', '`DISTINCT`', '`DIFFERENT`', '`SINGLE`'],
      },
      answer: 1,
    },
    {
      id: 'sql-10',
      en: {
        prompt: 'Which condition matches names that start with `Kw`, such as Kwame or Kwesi?',
        options: ["`name = 'Kw*'`", "`name LIKE '%Kw'`", "`name IN ('Kw')`", "`name LIKE 'Kw%'`"],
      },
      fr: {
        prompt: 'Quelle condition trouve les prénoms qui commencent par `Kw`, comme Kwame ou Kwesi ?',
        options: ["`name = 'Kw*'`", "`name LIKE '%Kw'`", "`name IN ('Kw')`", "`name LIKE 'Kw%'`"],
      },
      answer: 3,
    },
    {
      id: 'sql-11',
      en: {
        prompt: 'What does an `INNER JOIN` of `customers` and `orders` on the customer id return?',
        options: [
          'All customers, with `NULL` order columns for those without orders',
          'All customers and all orders, matched or not',
          'Only the rows where a customer has a matching order',
          'Every possible combination of customer and order',
        ],
      },
      fr: {
        prompt: 'Que renvoie un `INNER JOIN` entre `customers` et `orders` sur l’identifiant du client ?',
        options: [
          'Tous les clients, avec des colonnes de commande à `NULL` pour ceux qui n’ont pas commandé',
          'Tous les clients et toutes les commandes, qu’ils correspondent ou non',
          'Seulement les lignes où un client a une commande correspondante',
          'Toutes les combinaisons possibles de clients et de commandes',
        ],
      },
      answer: 2,
    },
    {
      id: 'sql-12',
      en: {
        prompt: 'Which query lists the customers who have never placed an order?',
        options: [
          '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;`',
          '`SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;`',
          '`SELECT name FROM customers WHERE orders = 0;`',
          '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id = NULL;`',
        ],
      },
      fr: {
        prompt: 'Quelle requête liste les clients qui n’ont jamais passé de commande ?',
        options: [
          '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;`',
          '`SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;`',
          '`SELECT name FROM customers WHERE orders = 0;`',
          '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id = NULL;`',
        ],
      },
      answer: 0,
    },
    {
      id: 'sql-13',
      en: {
        prompt: 'Which query gives the total sales amount for each city?',
        options: [
          '`SELECT city, amount FROM orders ORDER BY city;`',
          '`SELECT city, SUM(amount) FROM orders;`',
          '`SELECT SUM(amount) FROM orders WHERE city;`',
          '`SELECT city, SUM(amount) FROM orders GROUP BY city;`',
        ],
      },
      fr: {
        prompt: 'Quelle requête donne le montant total des ventes pour chaque ville ?',
        options: [
          '`SELECT city, amount FROM orders ORDER BY city;`',
          '`SELECT city, SUM(amount) FROM orders;`',
          '`SELECT SUM(amount) FROM orders WHERE city;`',
          '`SELECT city, SUM(amount) FROM orders GROUP BY city;`',
        ],
      },
      answer: 3,
    },
    {
      id: 'sql-14',
      en: {
        prompt: 'To keep only the cities whose total sales exceed 10,000 GHS, what do you add after `GROUP BY city`?',
        options: [
          '`WHERE SUM(amount) > 10000`',
          '`HAVING SUM(amount) > 10000`',
          '`FILTER SUM(amount) > 10000`',
          '`LIMIT SUM(amount) > 10000`',
        ],
      },
      fr: {
        prompt: 'Pour ne garder que les villes dont les ventes totales dépassent 10 000 GHS, qu’ajoute-t-on après `GROUP BY city` ?',
        options: [
          '`WHERE SUM(amount) > 10000`',
          '`HAVING SUM(amount) > 10000`',
          '`FILTER SUM(amount) > 10000`',
          '`LIMIT SUM(amount) > 10000`',
        ],
      },
      answer: 1,
    },
    {
      id: 'sql-15',
      en: {
        prompt: 'A column `rating` holds 4, 2 and `NULL` in three rows. What does `AVG(rating)` return?',
        options: ['`2`', '`NULL`', '`3`', 'An error'],
      },
      fr: {
        prompt: 'Une colonne `rating` contient 4, 2 et `NULL` sur trois lignes. Que renvoie `AVG(rating)` ?',
        options: ['`2`', '`NULL`', '`3`', 'Une erreur'],
      },
      answer: 2,
    },
    {
      id: 'sql-16',
      en: {
        prompt: 'A table has 5 rows, and `phone` is `NULL` in 2 of them. What does `COUNT(phone)` return?',
        options: ['`3`', '`5`', '`2`', '`NULL`'],
      },
      fr: {
        prompt: 'Une table a 5 lignes, et `phone` vaut `NULL` dans 2 d’entre elles. Que renvoie `COUNT(phone)` ?',
        options: ['`3`', '`5`', '`2`', '`NULL`'],
      },
      answer: 0,
    },
    {
      id: 'sql-17',
      en: {
        prompt: 'What does a foreign key on `orders.customer_id` referencing `customers.id` guarantee?',
        options: [
          'That each customer has at least one order',
          'That `customer_id` values are unique in `orders`',
          'That old orders are deleted automatically',
          'That every non-null `customer_id` matches an existing customer',
        ],
      },
      fr: {
        prompt: 'Que garantit une clé étrangère sur `orders.customer_id` qui référence `customers.id` ?',
        options: [
          'Que chaque client a au moins une commande',
          'Que les valeurs de `customer_id` sont uniques dans `orders`',
          'Que les anciennes commandes sont supprimées automatiquement',
          'Que chaque `customer_id` non nul correspond à un client existant',
        ],
      },
      answer: 3,
    },
    {
      id: 'sql-18',
      en: {
        prompt: 'What does `DELETE FROM orders;` do?',
        options: [
          'Drops the `orders` table and its structure',
          'Deletes every row but keeps the table',
          'Nothing, because there is no `WHERE` clause',
          'Deletes only the last row inserted',
        ],
      },
      fr: {
        prompt: 'Que fait `DELETE FROM orders;` ?',
        options: [
          'Supprime la table `orders` et sa structure',
          'Supprime toutes les lignes mais garde la table',
          'Rien, car il n’y a pas de clause `WHERE`',
          'Supprime seulement la dernière ligne insérée',
        ],
      },
      answer: 1,
    },
    {
      id: 'sql-19',
      en: {
        prompt: 'What is the main benefit of an index on `orders(customer_id)`?',
        options: [
          'It prevents duplicate values in `customer_id`',
          'It makes every insert faster',
          'It speeds up queries that filter or join on `customer_id`',
          'It compresses the table on disk',
        ],
      },
      fr: {
        prompt: 'Quel est le principal avantage d’un index sur `orders(customer_id)` ?',
        options: [
          'Il empêche les doublons dans `customer_id`',
          'Il accélère chaque insertion',
          'Il accélère les requêtes qui filtrent ou font une jointure sur `customer_id`',
          'Il compresse la table sur le disque',
        ],
      },
      answer: 2,
    },
    {
      id: 'sql-20',
      en: {
        prompt: 'A transfer of 200 GHS debits one account and credits another. What ensures that both updates are applied, or neither?',
        options: [
          'Running both updates in one transaction and then committing it',
          'Adding an index on the accounts table',
          'Running the two updates on separate connections',
          'Adding `DISTINCT` to both updates',
        ],
      },
      fr: {
        prompt:
          'Un virement de 200 GHS débite un compte et en crédite un autre. Qu’est-ce qui garantit que les deux mises à jour sont appliquées, ou aucune ?',
        options: [
          'Exécuter les deux mises à jour dans une seule transaction, puis la valider',
          'Ajouter un index sur la table des comptes',
          'Exécuter les deux mises à jour sur des connexions séparées',
          'Ajouter `DISTINCT` aux deux mises à jour',
        ],
      },
      answer: 0,
    },
    {
      id: 'sql-21',
      en: {
        prompt:
          'A login query is built by pasting the user’s input directly into the SQL text. What is the standard protection against SQL injection?',
        options: [
          'Removing spaces from the input',
          'Storing the query in a view',
          'Wrapping the input in quotes',
          'Using parameterised queries (placeholders with bound values)',
        ],
      },
      fr: {
        prompt:
          'Une requête de connexion est construite en collant la saisie de l’utilisateur directement dans le texte SQL. Quelle est la protection standard contre l’injection SQL ?',
        options: [
          'Retirer les espaces de la saisie',
          'Enregistrer la requête dans une vue',
          'Entourer la saisie de guillemets',
          'Utiliser des requêtes paramétrées (des marqueurs liés à des valeurs)',
        ],
      },
      answer: 3,
    },
    {
      id: 'sql-22',
      en: {
        prompt: 'What is the difference between `UNION` and `UNION ALL`?',
        options: [
          '`UNION ALL` removes duplicate rows; `UNION` keeps them',
          '`UNION` removes duplicate rows; `UNION ALL` keeps them',
          '`UNION` puts columns side by side; `UNION ALL` stacks rows',
          '`UNION ALL` only works on tables with a primary key',
        ],
      },
      fr: {
        prompt: 'Quelle est la différence entre `UNION` et `UNION ALL` ?',
        options: [
          '`UNION ALL` supprime les lignes en double ; `UNION` les garde',
          '`UNION` supprime les lignes en double ; `UNION ALL` les garde',
          '`UNION` met les colonnes côte à côte ; `UNION ALL` empile les lignes',
          '`UNION ALL` ne fonctionne que sur des tables avec une clé primaire',
        ],
      },
      answer: 1,
    },
    {
      id: 'sql-23',
      en: {
        prompt: 'Which query lists the orders whose amount is above the average order amount?',
        options: [
          '`SELECT * FROM orders WHERE amount > AVG(amount);`',
          '`SELECT * FROM orders HAVING amount > AVG(amount);`',
          '`SELECT * FROM orders WHERE amount > (SELECT AVG(amount) FROM orders);`',
          '`SELECT * FROM orders GROUP BY amount > AVG(amount);`',
        ],
      },
      fr: {
        prompt: 'Quelle requête liste les commandes dont le montant dépasse le montant moyen des commandes ?',
        options: [
          '`SELECT * FROM orders WHERE amount > AVG(amount);`',
          '`SELECT * FROM orders HAVING amount > AVG(amount);`',
          '`SELECT * FROM orders WHERE amount > (SELECT AVG(amount) FROM orders);`',
          '`SELECT * FROM orders GROUP BY amount > AVG(amount);`',
        ],
      },
      answer: 2,
    },
    {
      id: 'sql-24',
      en: {
        prompt: 'In which order does a database logically process the clauses of a `SELECT` query?',
        options: [
          '`FROM`, `WHERE`, `GROUP BY`, `HAVING`, `SELECT`, `ORDER BY`',
          '`SELECT`, `FROM`, `WHERE`, `GROUP BY`, `HAVING`, `ORDER BY`',
          '`FROM`, `SELECT`, `WHERE`, `ORDER BY`, `GROUP BY`, `HAVING`',
          '`WHERE`, `FROM`, `SELECT`, `HAVING`, `GROUP BY`, `ORDER BY`',
        ],
      },
      fr: {
        prompt: 'Dans quel ordre une base de données traite-t-elle logiquement les clauses d’une requête `SELECT` ?',
        options: [
          '`FROM`, `WHERE`, `GROUP BY`, `HAVING`, `SELECT`, `ORDER BY`',
          '`SELECT`, `FROM`, `WHERE`, `GROUP BY`, `HAVING`, `ORDER BY`',
          '`FROM`, `SELECT`, `WHERE`, `ORDER BY`, `GROUP BY`, `HAVING`',
          '`WHERE`, `FROM`, `SELECT`, `HAVING`, `GROUP BY`, `ORDER BY`',
        ],
      },
      answer: 0,
    },
    {
      id: 'sql-25',
      en: {
        prompt:
          '`SELECT name FROM customers WHERE id NOT IN (SELECT customer_id FROM orders);` returns no rows, although some customers have no orders. What is the likely cause?',
        options: [
          '`NOT IN` cannot be used with a subquery',
          'The subquery needs `DISTINCT`',
          '`customers` needs an index on `id`',
          '`orders.customer_id` contains a `NULL`, so `NOT IN` is never true',
        ],
      },
      fr: {
        prompt:
          '`SELECT name FROM customers WHERE id NOT IN (SELECT customer_id FROM orders);` ne renvoie aucune ligne, alors que certains clients n’ont pas de commande. Quelle est la cause probable ?',
        options: [
          '`NOT IN` ne peut pas être utilisé avec une sous-requête',
          'La sous-requête a besoin de `DISTINCT`',
          '`customers` a besoin d’un index sur `id`',
          '`orders.customer_id` contient un `NULL`, donc `NOT IN` n’est jamais vrai',
        ],
      },
      answer: 3,
    },
    {
      id: 'sql-26',
      en: {
        prompt: 'Which query numbers each customer’s orders by date (1, 2, 3…), starting again at 1 for each customer?',
        options: [
          '`SELECT *, COUNT(*) OVER () FROM orders;`',
          '`SELECT *, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date) FROM orders;`',
          '`SELECT *, ROW_NUMBER() FROM orders GROUP BY customer_id;`',
          '`SELECT *, RANK() OVER (ORDER BY customer_id) FROM orders;`',
        ],
      },
      fr: {
        prompt: 'Quelle requête numérote les commandes de chaque client par date (1, 2, 3…), en repartant de 1 pour chaque client ?',
        options: [
          '`SELECT *, COUNT(*) OVER () FROM orders;`',
          '`SELECT *, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date) FROM orders;`',
          '`SELECT *, ROW_NUMBER() FROM orders GROUP BY customer_id;`',
          '`SELECT *, RANK() OVER (ORDER BY customer_id) FROM orders;`',
        ],
      },
      answer: 1,
    },
    {
      id: 'sql-27',
      en: {
        prompt:
          'A customer has 3 orders and 2 saved addresses. If you join `customers` to both `orders` and `addresses` on the customer id, how many rows does that customer produce?',
        options: ['`3`', '`5`', '`6`', '`1`'],
      },
      fr: {
        prompt:
          'Un client a 3 commandes et 2 adresses enregistrées. Si l’on joint `customers` à la fois à `orders` et à `addresses` sur l’identifiant du client, combien de lignes ce client produit-il ?',
        options: ['`3`', '`5`', '`6`', '`1`'],
      },
      answer: 2,
    },
    {
      id: 'sql-28',
      en: {
        prompt:
          'Every row of a Tamale cooperative’s `orders` table repeats the member’s name and phone number. What is the usual normalised design?',
        options: [
          'Move member details to a `members` table and reference it from `orders` with `member_id`',
          'Add an index on the phone number column',
          'Store the name and phone number together in one text column',
          'Create a copy of the `orders` table for each member',
        ],
      },
      fr: {
        prompt:
          'Chaque ligne de la table `orders` d’une coopérative de Tamale répète le nom et le téléphone du membre. Quelle est la conception normalisée habituelle ?',
        options: [
          'Déplacer les informations des membres dans une table `members` et la référencer depuis `orders` avec `member_id`',
          'Ajouter un index sur la colonne du téléphone',
          'Stocker le nom et le téléphone ensemble dans une seule colonne texte',
          'Créer une copie de la table `orders` pour chaque membre',
        ],
      },
      answer: 0,
    },
    {
      id: 'sql-29',
      en: {
        prompt:
          "`FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.status = 'paid'` drops the customers who have no orders. Why?",
        options: [
          'A `LEFT JOIN` never keeps unmatched rows',
          'The `status` column must be indexed',
          '`WHERE` is applied before the join',
          'The `WHERE` test is not true for `NULL` order columns; moving it into the `ON` clause keeps those customers',
        ],
      },
      fr: {
        prompt:
          "`FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.status = 'paid'` élimine les clients sans commande. Pourquoi ?",
        options: [
          'Un `LEFT JOIN` ne garde jamais les lignes sans correspondance',
          'La colonne `status` doit être indexée',
          '`WHERE` est appliqué avant la jointure',
          'Le test du `WHERE` n’est pas vrai pour des colonnes de commande à `NULL` ; le placer dans la clause `ON` garde ces clients',
        ],
      },
      answer: 3,
    },
    {
      id: 'sql-30',
      en: {
        prompt: 'In PostgreSQL, `SELECT city, name, SUM(amount) FROM orders GROUP BY city;` fails. Why?',
        options: [
          '`SUM` cannot be combined with `GROUP BY`',
          '`city` must be the last column selected',
          '`name` is neither in the `GROUP BY` nor inside an aggregate',
          '`GROUP BY` requires an `ORDER BY`',
        ],
      },
      fr: {
        prompt: 'En PostgreSQL, `SELECT city, name, SUM(amount) FROM orders GROUP BY city;` échoue. Pourquoi ?',
        options: [
          '`SUM` ne peut pas être combiné avec `GROUP BY`',
          '`city` doit être la dernière colonne sélectionnée',
          '`name` n’est ni dans le `GROUP BY` ni dans une fonction d’agrégation',
          '`GROUP BY` exige un `ORDER BY`',
        ],
      },
      answer: 2,
    },
  ],
};
