import type { SkillBank } from './types.js';

/** Data Analysis: 30 questions, English and French (issue 29 §6). */
export const dataAnalysisBank: SkillBank = {
  skill: 'data-analysis',
  questions: [
    {
      id: 'da-01',
      en: { prompt: 'What is the mean of the values 4, 6, 8, 10 and 22?', options: ['8', '22', '10', '18'] },
      fr: { prompt: 'Quelle est la moyenne des valeurs 4, 6, 8, 10 et 22 ?', options: ['8', '22', '10', '18'] },
      answer: 2,
    },
    {
      id: 'da-02',
      en: {
        prompt: 'Which summary measure is least affected by one extremely large value in the data?',
        options: ['The median', 'The mean', 'The range', 'The total'],
      },
      fr: {
        prompt: 'Quelle mesure de synthèse est la moins sensible à une valeur extrêmement élevée dans les données ?',
        options: ['La médiane', 'La moyenne', "L'étendue", 'Le total'],
      },
      answer: 0,
    },
    {
      id: 'da-03',
      en: {
        prompt: 'In a customer table, which of these columns is a categorical variable?',
        options: ['Age in years', 'Amount spent in GHS', 'Number of visits', 'Region of residence'],
      },
      fr: {
        prompt: 'Dans une table de clients, laquelle de ces colonnes est une variable qualitative (catégorielle) ?',
        options: ["L'âge en années", 'Le montant dépensé en GHS', 'Le nombre de visites', 'La région de résidence'],
      },
      answer: 3,
    },
    {
      id: 'da-04',
      en: {
        prompt: 'Monthly sales rose from GHS 2,000 to GHS 2,500. What is the percentage increase?',
        options: ['20%', '25%', '50%', '5%'],
      },
      fr: {
        prompt: "Les ventes mensuelles sont passées de 2 000 GHS à 2 500 GHS. Quel est le pourcentage d'augmentation ?",
        options: ['20 %', '25 %', '50 %', '5 %'],
      },
      answer: 1,
    },
    {
      id: 'da-05',
      en: {
        prompt: 'Which chart is usually best for comparing total sales across five regions?',
        options: ['A line chart with one point per region', 'A scatter plot', 'A bar chart', 'A histogram'],
      },
      fr: {
        prompt: 'Quel graphique convient généralement le mieux pour comparer le total des ventes de cinq régions ?',
        options: ['Une courbe avec un point par région', 'Un nuage de points', 'Un diagramme en barres', 'Un histogramme'],
      },
      answer: 2,
    },
    {
      id: 'da-06',
      en: {
        prompt: 'Before analysing a new dataset, what should you normally do first?',
        options: [
          'Build a predictive model straight away to see what the data shows',
          'Check it for missing values, duplicates and inconsistent entries',
          'Delete every row that contains any unusual or extreme value',
          'Calculate the main totals and send them to management quickly',
        ],
      },
      fr: {
        prompt: "Avant d'analyser un nouveau jeu de données, que faut-il normalement faire en premier ?",
        options: [
          'Construire tout de suite un modèle prédictif pour voir ce que disent les données',
          'Vérifier les valeurs manquantes, les doublons et les saisies incohérentes',
          'Supprimer toutes les lignes qui ont une valeur inhabituelle ou extrême',
          'Calculer les principaux totaux et les envoyer vite à la direction',
        ],
      },
      answer: 1,
    },
    {
      id: 'da-07',
      en: {
        prompt: 'In the values 3, 5, 5, 7, 9, 5, 2, what is the mode?',
        options: ['5', '7', '3', '36'],
      },
      fr: {
        prompt: 'Dans la série 3, 5, 5, 7, 9, 5, 2, quel est le mode ?',
        options: ['5', '7', '3', '36'],
      },
      answer: 0,
    },
    {
      id: 'da-08',
      en: {
        prompt: 'Umbrella sales and malaria cases both rise in the rainy season. What is the correct conclusion?',
        options: [
          'Buying umbrellas causes malaria, so umbrella sales should be limited',
          'Malaria causes people to buy umbrellas, so clinics should sell them',
          'The link proves that umbrellas help protect people against malaria',
          'They are correlated, likely because both depend on the rainy season',
        ],
      },
      fr: {
        prompt:
          'Les ventes de parapluies et les cas de paludisme augmentent tous deux pendant la saison des pluies. Quelle est la bonne conclusion ?',
        options: [
          'Acheter des parapluies provoque le paludisme, il faut donc en limiter la vente',
          'Le paludisme pousse à acheter des parapluies, les cliniques devraient en vendre',
          'Ce lien prouve que les parapluies aident à se protéger du paludisme',
          'Ils sont corrélés, sans doute parce que tous deux dépendent de la saison des pluies',
        ],
      },
      answer: 3,
    },
    {
      id: 'da-09',
      en: {
        prompt: 'Daily temperatures in Tamale over a week ranged from a low of 24 °C to a high of 38 °C. What is the range?',
        options: ['31 °C', '62 °C', '14 °C', '38 °C'],
      },
      fr: {
        prompt:
          "À Tamale, sur une semaine, la température journalière est allée d'un minimum de 24 °C à un maximum de 38 °C. Quelle est l'étendue ?",
        options: ['31 °C', '62 °C', '14 °C', '38 °C'],
      },
      answer: 2,
    },
    {
      id: 'da-10',
      en: {
        prompt: 'A sales file has several identical rows with the same order ID, date and amount. What is the right way to handle them?',
        options: [
          'Confirm they are the same transaction recorded twice, then keep only one copy',
          'Keep all of them, since more rows give more accurate totals',
          'Delete every order that appears in the file more than once, including the first copy',
          'Change their amounts to the average amount',
        ],
      },
      fr: {
        prompt:
          'Un fichier de ventes contient plusieurs lignes identiques avec le même numéro de commande, la même date et le même montant. Comment les traiter ?',
        options: [
          "Vérifier qu'il s'agit de la même transaction enregistrée deux fois, puis n'en garder qu'un exemplaire",
          'Les garder toutes, car plus de lignes donnent des totaux plus justes',
          "Supprimer toutes les commandes présentes plus d'une fois, y compris le premier exemplaire",
          'Remplacer leurs montants par le montant moyen',
        ],
      },
      answer: 0,
    },
    {
      id: 'da-11',
      en: {
        prompt:
          'Two branches have the same average daily sales, but branch A has a much larger standard deviation. What does this tell you?',
        options: [
          'Branch A has higher total sales over the same period',
          'Branch A serves more customers on an average day',
          "Branch A's daily sales vary much more from day to day",
          "Branch A's sales records must contain entry errors",
        ],
      },
      fr: {
        prompt:
          "Deux agences ont les mêmes ventes journalières moyennes, mais l'agence A a un écart-type bien plus grand. Qu'est-ce que cela indique ?",
        options: [
          "L'agence A a un total de ventes plus élevé sur la même période",
          "L'agence A sert plus de clients un jour moyen",
          "Les ventes de l'agence A varient beaucoup plus d'un jour à l'autre",
          "Les relevés de ventes de l'agence A contiennent forcément des erreurs",
        ],
      },
      answer: 2,
    },
    {
      id: 'da-12',
      en: {
        prompt: "One transaction in a shop's data is GHS 950,000, while all others are under GHS 5,000. What should you do first?",
        options: [
          'Delete it at once, because extreme values are always entry errors',
          'Keep it without checking, because raw data must never be changed',
          'Replace it with the average of all the other transactions',
          'Check whether it is an entry error or a real sale before deciding',
        ],
      },
      fr: {
        prompt:
          "Dans les données d'une boutique, une transaction est de 950 000 GHS alors que toutes les autres sont inférieures à 5 000 GHS. Que faire d'abord ?",
        options: [
          'La supprimer aussitôt, car une valeur extrême est toujours une erreur de saisie',
          'La garder sans vérifier, car on ne doit jamais modifier des données brutes',
          'La remplacer par la moyenne de toutes les autres transactions',
          "Vérifier s'il s'agit d'une erreur de saisie ou d'une vraie vente avant de décider",
        ],
      },
      answer: 3,
    },
    {
      id: 'da-13',
      en: {
        prompt: 'In a survey, 20% of respondents left the income question blank. Which approach is most appropriate?',
        options: [
          'Replace every blank with 0 before calculating the average',
          'Find out why they are missing, choose a method and state it in the report',
          'Report the average of the answers given without mentioning the blanks',
          'Copy the income of the previous respondent into each blank',
        ],
      },
      fr: {
        prompt:
          "Dans une enquête, 20 % des répondants n'ont pas répondu à la question sur le revenu. Quelle approche est la plus appropriée ?",
        options: [
          'Remplacer chaque réponse vide par 0 avant de calculer la moyenne',
          "Comprendre pourquoi elles manquent, choisir une méthode et l'indiquer dans le rapport",
          'Calculer quand même la moyenne sans mentionner les réponses manquantes',
          'Recopier dans chaque case vide le revenu déclaré par le répondant précédent',
        ],
      },
      answer: 1,
    },
    {
      id: 'da-14',
      en: {
        prompt: 'To estimate internet access in rural Northern Ghana, a team runs an online survey. What is the main problem?',
        options: [
          'The sample is biased: people without internet cannot answer',
          'Online surveys always have too few respondents to be useful',
          'Online answers cannot be analysed with standard statistics',
          'Rural respondents always give less truthful answers online',
        ],
      },
      fr: {
        prompt:
          "Pour estimer l'accès à Internet dans le nord rural du Ghana, une équipe lance une enquête en ligne. Quel est le principal problème ?",
        options: [
          "L'échantillon est biaisé : les personnes sans Internet ne peuvent pas répondre",
          'Les enquêtes en ligne ont toujours trop peu de répondants pour être utiles',
          "Des réponses en ligne ne s'analysent pas avec les statistiques usuelles",
          'Les répondants ruraux répondent toujours moins sincèrement en ligne',
        ],
      },
      answer: 0,
    },
    {
      id: 'da-15',
      en: {
        prompt: 'A Tamale cooperative sold 100 bags at GHS 200 and 300 bags at GHS 240. What was the average price per bag?',
        options: ['GHS 220', 'GHS 225', 'GHS 240', 'GHS 230'],
      },
      fr: {
        prompt: 'Une coopérative de Tamale a vendu 100 sacs à 200 GHS et 300 sacs à 240 GHS. Quel a été le prix moyen par sac ?',
        options: ['220 GHS', '225 GHS', '240 GHS', '230 GHS'],
      },
      answer: 3,
    },
    {
      id: 'da-16',
      en: {
        prompt: 'The correlation coefficient between delivery distance and customer rating is −0.85. What does this mean?',
        options: [
          'Almost no relationship, because the coefficient is below zero',
          'Each extra kilometre causes ratings to fall by exactly 85%',
          'A strong negative linear relationship: longer distance, lower rating',
          'A strong positive relationship: longer distance, higher rating',
        ],
      },
      fr: {
        prompt:
          "Le coefficient de corrélation entre la distance de livraison et la note client est de −0,85. Qu'est-ce que cela signifie ?",
        options: [
          'Presque aucune relation, puisque le coefficient est inférieur à zéro',
          "Chaque kilomètre de plus fait baisser la note d'exactement 85 %",
          'Une forte relation linéaire négative : plus la distance est longue, plus la note baisse',
          'Une forte relation positive : plus la distance est longue, plus la note monte',
        ],
      },
      answer: 2,
    },
    {
      id: 'da-17',
      en: {
        prompt: 'What does a histogram of customer ages show?',
        options: [
          'How the average age of customers changes over time',
          'How many customers fall into each age range',
          "Each age group's share of total sales revenue",
          "The relationship between customers' age and income",
        ],
      },
      fr: {
        prompt: "Que montre un histogramme de l'âge des clients ?",
        options: [
          "L'évolution de l'âge moyen des clients dans le temps",
          "Le nombre de clients dans chaque tranche d'âge",
          "La part de chaque tranche d'âge dans le chiffre d'affaires",
          "La relation entre l'âge et le revenu des clients",
        ],
      },
      answer: 1,
    },
    {
      id: 'da-18',
      en: {
        prompt: 'Which chart best shows the relationship between weekly advertising spend and weekly sales?',
        options: ['A pie chart', 'A stacked bar chart of regions', 'A table of totals', 'A scatter plot'],
      },
      fr: {
        prompt: 'Quel graphique montre le mieux la relation entre les dépenses publicitaires hebdomadaires et les ventes hebdomadaires ?',
        options: ['Un graphique en secteurs', 'Un graphique en barres empilées par région', 'Un tableau de totaux', 'Un nuage de points'],
      },
      answer: 3,
    },
    {
      id: 'da-19',
      en: {
        prompt: 'What does `SELECT region, SUM(amount) FROM sales GROUP BY region;` return?',
        options: [
          'One row per region, with the total amount for that region',
          'Every sale row, sorted by region, with its own amount',
          'A single grand total of the amount across all regions',
          'One row per region, with the number of sales in that region',
        ],
      },
      fr: {
        prompt: 'Que renvoie `SELECT region, SUM(amount) FROM sales GROUP BY region;` ?',
        options: [
          'Une ligne par région, avec le montant total de cette région',
          'Chaque ligne de vente, triée par région, avec son propre montant',
          'Un seul total général du montant pour toutes les régions',
          'Une ligne par région, avec le nombre de ventes de cette région',
        ],
      },
      answer: 0,
    },
    {
      id: 'da-20',
      en: {
        prompt: 'In SQL, you want only the regions whose total sales exceed 10,000 after grouping. Which clause filters the groups?',
        options: ['`WHERE`', '`ORDER BY`', '`HAVING`', '`LIMIT`'],
      },
      fr: {
        prompt:
          'En SQL, vous ne voulez que les régions dont le total des ventes dépasse 10 000 après regroupement. Quelle clause filtre les groupes ?',
        options: ['`WHERE`', '`ORDER BY`', '`HAVING`', '`LIMIT`'],
      },
      answer: 2,
    },
    {
      id: 'da-21',
      en: {
        prompt: '`customers LEFT JOIN orders ON customers.id = orders.customer_id`: which customers appear in the result?',
        options: [
          'Only the customers who have at least one matching order row',
          'All customers, with NULL order columns for those without orders',
          'Only customers with no orders, with order columns set to NULL',
          'All orders, including those whose customer_id matches no customer',
        ],
      },
      fr: {
        prompt: '`customers LEFT JOIN orders ON customers.id = orders.customer_id` : quels clients figurent dans le résultat ?',
        options: [
          'Seulement les clients qui ont au moins une ligne de commande correspondante',
          'Tous les clients, avec des colonnes de commande à NULL pour ceux sans commande',
          'Seulement les clients sans commande, avec des colonnes de commande à NULL',
          'Toutes les commandes, y compris celles dont le customer_id ne correspond à aucun client',
        ],
      },
      answer: 1,
    },
    {
      id: 'da-22',
      en: {
        prompt:
          'Household incomes in Accra are strongly right-skewed (a few very high earners). Which measure best describes a typical household?',
        options: ['The mean', 'The maximum', 'The standard deviation', 'The median'],
      },
      fr: {
        prompt:
          "Les revenus des ménages d'Accra sont fortement asymétriques à droite (quelques très hauts revenus). Quelle mesure décrit le mieux un ménage typique ?",
        options: ['La moyenne', 'Le maximum', "L'écart-type", 'La médiane'],
      },
      answer: 3,
    },
    {
      id: 'da-23',
      en: {
        prompt: 'An online shop had 2,000 visitors and 50 purchases last week. What was the conversion rate?',
        options: ['2.5%', '4%', '25%', '0.25%'],
      },
      fr: {
        prompt: 'Une boutique en ligne a eu 2 000 visiteurs et 50 achats la semaine dernière. Quel a été le taux de conversion ?',
        options: ['2,5 %', '4 %', '25 %', '0,25 %'],
      },
      answer: 0,
    },
    {
      id: 'da-24',
      en: {
        prompt:
          'Your data has one row per product and one column per month (Jan, Feb, … Dec). To analyse sales by month easily, how should you reshape it?',
        options: [
          'One row per month, with each product saved in a separate file',
          'Transpose it so months become rows and products become columns',
          'A long format: one row per product and month, with one sales column',
          'Merge all month columns into one text column separated by commas',
        ],
      },
      fr: {
        prompt:
          'Vos données ont une ligne par produit et une colonne par mois (janv., févr., … déc.). Pour analyser facilement les ventes par mois, comment les restructurer ?',
        options: [
          'Une ligne par mois, chaque produit étant enregistré dans un fichier séparé',
          'Transposer pour mettre les mois en lignes et les produits en colonnes',
          'Un format long : une ligne par produit et par mois, avec une seule colonne de ventes',
          'Fusionner toutes les colonnes de mois en une colonne de texte séparé par des virgules',
        ],
      },
      answer: 2,
    },
    {
      id: 'da-25',
      en: {
        prompt: "A bakery's sales always peak in December. To judge whether this December was good, what is the best comparison?",
        options: [
          'This December versus last November',
          'This December versus the average of all months this year',
          'This December versus the lowest month of the year',
          'This December versus December last year',
        ],
      },
      fr: {
        prompt:
          "Les ventes d'une boulangerie culminent toujours en décembre. Pour juger si ce mois de décembre a été bon, quelle est la meilleure comparaison ?",
        options: [
          'Ce mois de décembre comparé au mois de novembre précédent',
          "Ce mois de décembre comparé à la moyenne des mois de l'année",
          "Ce mois de décembre comparé au mois le plus faible de l'année",
          "Ce mois de décembre comparé à décembre de l'année dernière",
        ],
      },
      answer: 3,
    },
    {
      id: 'da-26',
      en: {
        prompt: 'An A/B test of two checkout pages gives p = 0.03 for the difference in conversion. What does this mean?',
        options: [
          'There is a 97% probability that page B really converts better than page A',
          'With no real difference, a gap this big would appear only about 3% of the time',
          'Page B converts 3 percentage points better than page A on average',
          'The test has a 3% error rate, so it should be repeated to confirm it',
        ],
      },
      fr: {
        prompt: "Un test A/B de deux pages de paiement donne p = 0,03 pour l'écart de conversion. Qu'est-ce que cela signifie ?",
        options: [
          'Il y a 97 % de probabilité que la page B convertisse réellement mieux que la page A',
          "Sans vraie différence, un écart aussi grand n'apparaîtrait qu'environ 3 % du temps",
          'La page B convertit en moyenne 3 points de pourcentage de plus que la page A',
          "Le test a un taux d'erreur de 3 %, il faut donc le refaire pour confirmer",
        ],
      },
      answer: 1,
    },
    {
      id: 'da-27',
      en: {
        prompt: 'What most reliably reduces the margin of error of a survey estimate, other things being equal?',
        options: [
          'A larger random sample',
          'Asking more questions per respondent',
          'Surveying only the most engaged customers',
          'Rounding the results',
        ],
      },
      fr: {
        prompt:
          "Toutes choses égales par ailleurs, qu'est-ce qui réduit le plus sûrement la marge d'erreur d'une estimation issue d'une enquête ?",
        options: [
          'Un échantillon aléatoire plus grand',
          'Poser plus de questions à chaque répondant',
          "N'interroger que les clients les plus engagés",
          'Arrondir les résultats',
        ],
      },
      answer: 0,
    },
    {
      id: 'da-28',
      en: {
        prompt:
          'The Accra branch has 10 times more customers than the Tamale branch. To compare how well each branch sells, which metric is fairer?',
        options: ['Total sales', 'Number of transactions', 'Average sales per customer', 'Number of products stocked'],
      },
      fr: {
        prompt:
          "L'agence d'Accra a 10 fois plus de clients que celle de Tamale. Pour comparer la performance commerciale des deux agences, quel indicateur est le plus juste ?",
        options: ['Le total des ventes', 'Le nombre de transactions', 'Les ventes moyennes par client', 'Le nombre de produits en stock'],
      },
      answer: 2,
    },
    {
      id: 'da-29',
      en: {
        prompt:
          'Branch A has a higher loan approval rate than branch B overall, yet a lower rate within every customer segment. What is the most likely explanation?',
        options: [
          'The figures must contain a calculation error, as this is impossible',
          'Branch B must be treating applicants in some segments unfairly',
          'Approval rates from two different branches can never be compared',
          'The branches serve different mixes of segments, which skews the totals',
        ],
      },
      fr: {
        prompt:
          "L'agence A a un taux d'approbation de prêts plus élevé que l'agence B au global, mais plus faible dans chaque segment de clients. Quelle est l'explication la plus probable ?",
        options: [
          "Les chiffres contiennent forcément une erreur de calcul, c'est impossible",
          "L'agence B traite forcément injustement les demandeurs de certains segments",
          "On ne peut jamais comparer les taux d'approbation de deux agences",
          'Les agences ont un mélange de segments différent, ce qui fausse les taux globaux',
        ],
      },
      answer: 3,
    },
    {
      id: 'da-30',
      en: {
        prompt:
          'A delivery took 40 minutes. Delivery times have a mean of 55 minutes and a standard deviation of 10 minutes. What is its z-score?',
        options: ['+1.5', '−1.5', '−15', '−0.15'],
      },
      fr: {
        prompt:
          'Une livraison a pris 40 minutes. Les délais de livraison ont une moyenne de 55 minutes et un écart-type de 10 minutes. Quel est son score z ?',
        options: ['+1,5', '−1,5', '−15', '−0,15'],
      },
      answer: 1,
    },
  ],
};
