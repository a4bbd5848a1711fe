import type { SkillBank } from './types.js';

/** Excel: 30 questions, English and French (issue 29 §6). */
export const excelBank: SkillBank = {
  skill: 'excel',
  questions: [
    {
      id: 'xl-01',
      en: { prompt: 'Which character must you type first so that Excel treats a cell entry as a formula?', options: ['#', '$', '=', '%'] },
      fr: {
        prompt: "Quel caractère faut-il taper en premier pour qu'Excel traite la saisie d'une cellule comme une formule ?",
        options: ['#', '$', '=', '%'],
      },
      answer: 2,
    },
    {
      id: 'xl-02',
      en: {
        prompt: 'What does the cell address `B3` refer to?',
        options: ['Column B, row 3', 'Row B, column 3', 'The third sheet of the workbook, cell B', 'The range from B1 to B3'],
      },
      fr: {
        prompt: "À quoi correspond l'adresse de cellule `B3` ?",
        options: ['Colonne B, ligne 3', 'Ligne B, colonne 3', 'La troisième feuille du classeur, cellule B', 'La plage de B1 à B3'],
      },
      answer: 0,
    },
    {
      id: 'xl-03',
      en: {
        prompt: 'What does the formula `=SUM(A1:A5)` return?',
        options: [
          'The sum of cells A1 and A5, ignoring the cells between',
          'The count of numeric cells in the range A1 to A5',
          'The largest of the values in cells A1 to A5',
          'The total of the values in cells A1, A2, A3, A4 and A5',
        ],
      },
      fr: {
        prompt: 'Que renvoie la formule `=SUM(A1:A5)` ?',
        options: [
          'La somme de A1 et de A5, sans les cellules entre les deux',
          'Le nombre de cellules numériques de la plage A1 à A5',
          'La plus grande des valeurs des cellules A1 à A5',
          'Le total des valeurs des cellules A1, A2, A3, A4 et A5',
        ],
      },
      answer: 3,
    },
    {
      id: 'xl-04',
      en: {
        prompt: 'Cells B2, B3 and B4 contain 10, 20 and 60. What does `=AVERAGE(B2:B4)` return?',
        options: ['20', '30', '90', '3'],
      },
      fr: {
        prompt: 'Les cellules B2, B3 et B4 contiennent 10, 20 et 60. Que renvoie `=AVERAGE(B2:B4)` ?',
        options: ['20', '30', '90', '3'],
      },
      answer: 1,
    },
    {
      id: 'xl-05',
      en: {
        prompt: 'You will copy a formula both down and across. Which reference keeps pointing to cell A1 wherever it is pasted?',
        options: ['`A1`', '`$A1`', '`A$1`', '`$A$1`'],
      },
      fr: {
        prompt:
          "Vous allez copier une formule vers le bas et vers la droite. Quelle référence pointe toujours sur la cellule A1, où qu'elle soit collée ?",
        options: ['`A1`', '`$A1`', '`A$1`', '`$A$1`'],
      },
      answer: 3,
    },
    {
      id: 'xl-06',
      en: {
        prompt:
          'Your sales sheet has headings in row 1 and 2,000 rows of data. What lets you keep the headings visible while you scroll down?',
        options: [
          'Merge & Center on the heading row',
          'Freeze Panes > Freeze Top Row',
          'Wrap Text on the heading row',
          'Repeat row 1 as print titles',
        ],
      },
      fr: {
        prompt:
          'Votre feuille de ventes a des en-têtes en ligne 1 et 2 000 lignes de données. Quelle fonction garde les en-têtes visibles pendant que vous faites défiler ?',
        options: [
          "Fusionner et centrer la ligne d'en-têtes",
          'Figer les volets > Figer la ligne supérieure',
          "Renvoyer à la ligne automatiquement dans la ligne d'en-têtes",
          "Répéter la ligne 1 comme titres à l'impression",
        ],
      },
      answer: 1,
    },
    {
      id: 'xl-07',
      en: {
        prompt: 'A cell shows the error `#DIV/0!`. What is the most likely cause?',
        options: [
          'The column is too narrow to display the number',
          'The formula refers to a sheet that was deleted',
          'The formula divides by zero or by an empty cell',
          'The formula contains a misspelled function name',
        ],
      },
      fr: {
        prompt: "Une cellule affiche l'erreur `#DIV/0!`. Quelle en est la cause la plus probable ?",
        options: [
          'La colonne est trop étroite pour afficher le nombre',
          'La formule fait référence à une feuille supprimée',
          'La formule divise par zéro ou par une cellule vide',
          'La formule contient un nom de fonction mal orthographié',
        ],
      },
      answer: 2,
    },
    {
      id: 'xl-08',
      en: {
        prompt: 'Which function counts the cells in a range that are not empty, whether they contain numbers or text?',
        options: ['`COUNTA`', '`COUNT`', '`COUNTBLANK`', '`SUM`'],
      },
      fr: {
        prompt: "Quelle fonction compte les cellules non vides d'une plage, qu'elles contiennent des nombres ou du texte ?",
        options: ['`COUNTA`', '`COUNT`', '`COUNTBLANK`', '`SUM`'],
      },
      answer: 0,
    },
    {
      id: 'xl-09',
      en: {
        prompt: 'A2 contains `Kofi` and B2 contains `Mensah`. What does `=A2&" "&B2` return?',
        options: ['`KofiMensah`', '`Kofi Mensah`', '`A2 B2`', 'A `#VALUE!` error'],
      },
      fr: {
        prompt: 'A2 contient `Kofi` et B2 contient `Mensah`. Que renvoie `=A2&" "&B2` ?',
        options: ['`KofiMensah`', '`Kofi Mensah`', '`A2 B2`', 'Une erreur `#VALUE!`'],
      },
      answer: 1,
    },
    {
      id: 'xl-10',
      en: {
        prompt: 'You apply a Filter to a customer list to show only customers in Kumasi. What happens to the other rows?',
        options: [
          'They are deleted from the sheet permanently',
          'They are moved to a new sheet in the workbook',
          'They are sorted and grouped at the bottom of the list',
          'They are hidden until you clear the filter',
        ],
      },
      fr: {
        prompt: "Vous appliquez un filtre à une liste de clients pour n'afficher que ceux de Kumasi. Que deviennent les autres lignes ?",
        options: [
          'Elles sont supprimées définitivement de la feuille',
          'Elles sont déplacées dans une nouvelle feuille du classeur',
          'Elles sont triées et regroupées en bas de la liste',
          "Elles sont masquées jusqu'à l'effacement du filtre",
        ],
      },
      answer: 3,
    },
    {
      id: 'xl-11',
      en: {
        prompt: 'C2 contains 50. What does `=IF(C2>=50,"Pass","Fail")` return?',
        options: ['`Fail`', '`TRUE`', '`Pass`', '`50`'],
      },
      fr: {
        prompt: 'C2 contient 50. Que renvoie `=IF(C2>=50,"Pass","Fail")` ?',
        options: ['`Fail`', '`TRUE`', '`Pass`', '`50`'],
      },
      answer: 2,
    },
    {
      id: 'xl-12',
      en: {
        prompt: 'What does `=VLOOKUP(E2,A2:C100,3,FALSE)` return?',
        options: [
          'The value in column C of the row where column A exactly matches E2',
          'The value in the third row of A2:C100, in the column matching E2',
          'The number of times E2 appears in the first column of A2:C100',
          'The value in column C of the row where column A is closest to E2',
        ],
      },
      fr: {
        prompt: 'Que renvoie `=VLOOKUP(E2,A2:C100,3,FALSE)` ?',
        options: [
          'La valeur de la colonne C sur la ligne où la colonne A correspond exactement à E2',
          'La valeur de la troisième ligne de A2:C100, dans la colonne correspondant à E2',
          'Le nombre de fois où E2 apparaît dans la première colonne de A2:C100',
          'La valeur de la colonne C sur la ligne où la colonne A est la plus proche de E2',
        ],
      },
      answer: 0,
    },
    {
      id: 'xl-13',
      en: {
        prompt: 'Column A holds cities, column C holds sales in GHS. Which formula gives the total sales for Kumasi?',
        options: [
          '`=SUMIF(C2:C50,"Kumasi",A2:A50)`',
          '`=SUMIF(A2:A50,"Kumasi",C2:C50)`',
          '`=COUNTIF(A2:A50,"Kumasi")`',
          '`=SUM(A2:A50="Kumasi")`',
        ],
      },
      fr: {
        prompt: 'La colonne A contient des villes, la colonne C des ventes en GHS. Quelle formule donne le total des ventes de Kumasi ?',
        options: [
          '`=SUMIF(C2:C50,"Kumasi",A2:A50)`',
          '`=SUMIF(A2:A50,"Kumasi",C2:C50)`',
          '`=COUNTIF(A2:A50,"Kumasi")`',
          '`=SUM(A2:A50="Kumasi")`',
        ],
      },
      answer: 1,
    },
    {
      id: 'xl-14',
      en: {
        prompt: 'Which formula counts the orders (rows 2 to 200) where column A is `Accra` and column D is greater than 1000?',
        options: [
          '`=COUNTIF(A2:A200,"Accra",D2:D200,">1000")`',
          '`=SUMIFS(D2:D200,A2:A200,"Accra")`',
          '`=COUNTA(A2:A200,D2:D200)`',
          '`=COUNTIFS(A2:A200,"Accra",D2:D200,">1000")`',
        ],
      },
      fr: {
        prompt:
          'Quelle formule compte les commandes (lignes 2 à 200) dont la colonne A vaut `Accra` et la colonne D est supérieure à 1000 ?',
        options: [
          '`=COUNTIF(A2:A200,"Accra",D2:D200,">1000")`',
          '`=SUMIFS(D2:D200,A2:A200,"Accra")`',
          '`=COUNTA(A2:A200,D2:D200)`',
          '`=COUNTIFS(A2:A200,"Accra",D2:D200,">1000")`',
        ],
      },
      answer: 3,
    },
    {
      id: 'xl-15',
      en: {
        prompt: 'Cell D2 contains `=B2*C2`. You copy D2 down to D5. What formula is in D5?',
        options: ['`=B2*C2`', '`=B5*C5`', '`=E5*F5`', '`=B5*C2`'],
      },
      fr: {
        prompt: "La cellule D2 contient `=B2*C2`. Vous recopiez D2 vers le bas jusqu'à D5. Quelle formule se trouve en D5 ?",
        options: ['`=B2*C2`', '`=B5*C5`', '`=E5*F5`', '`=B5*C2`'],
      },
      answer: 1,
    },
    {
      id: 'xl-16',
      en: {
        prompt:
          'You have 5,000 sales rows (date, region, product, amount). What is the quickest way to see total amount per region and product?',
        options: [
          'Sort the data by region, then add up each group by hand with a calculator',
          'Create a chart from the whole table and read the totals from the bars',
          'Insert a PivotTable: region and product as rows/columns, amount as values',
          'Use Remove Duplicates on the region column to list one row per region',
        ],
      },
      fr: {
        prompt:
          'Vous avez 5 000 lignes de ventes (date, région, produit, montant). Quel est le moyen le plus rapide de voir le montant total par région et par produit ?',
        options: [
          'Trier par région, puis additionner chaque groupe à la main avec une calculatrice',
          'Créer un graphique à partir de tout le tableau et lire les totaux sur les barres',
          'Insérer un tableau croisé dynamique : région et produit en lignes/colonnes, montant en valeurs',
          'Utiliser Supprimer les doublons sur la colonne région pour avoir une ligne par région',
        ],
      },
      answer: 2,
    },
    {
      id: 'xl-17',
      en: {
        prompt: 'Staff keep typing region names differently (`Ashanti`, `ashanti `, `Ashanti Reg.`). What best prevents this?',
        options: [
          'Data Validation with a drop-down list of the allowed regions',
          'Conditional Formatting that highlights unusual names in the region column',
          'Protecting the region column with a sheet password',
          'Running Find & Replace on the region column every week',
        ],
      },
      fr: {
        prompt:
          "Le personnel saisit les régions de façons différentes (`Ashanti`, `ashanti `, `Ashanti Reg.`). Quelle est la meilleure façon d'éviter cela ?",
        options: [
          'La validation des données avec une liste déroulante des régions autorisées',
          'Une mise en forme conditionnelle qui surligne les noms inhabituels de la colonne',
          'Protéger la colonne région par un mot de passe de feuille',
          'Lancer Rechercher et remplacer sur la colonne région chaque semaine',
        ],
      },
      answer: 0,
    },
    {
      id: 'xl-18',
      en: {
        prompt: 'You want every negative balance in column F to turn red automatically, including when values change. What should you use?',
        options: [
          'Colour the negative cells red by hand each time the data changes',
          'Data Validation on column F that only allows values below 0',
          'A number filter on column F showing values less than 0',
          'Conditional Formatting with a rule "Cell value less than 0"',
        ],
      },
      fr: {
        prompt:
          'Vous voulez que chaque solde négatif de la colonne F passe automatiquement en rouge, même quand les valeurs changent. Que faut-il utiliser ?',
        options: [
          'Colorer à la main les cellules négatives à chaque mise à jour',
          "Une validation des données sur F qui n'autorise que des valeurs inférieures à 0",
          'Un filtre numérique sur la colonne F affichant les valeurs inférieures à 0',
          'Une mise en forme conditionnelle avec la règle « Valeur de la cellule inférieure à 0 »',
        ],
      },
      answer: 3,
    },
    {
      id: 'xl-19',
      en: {
        prompt: 'What does `=ROUND(2.456,1)` return?',
        options: ['2.4', '2.46', '2.5', '3'],
      },
      fr: {
        prompt: 'Que renvoie `=ROUND(2.456,1)` ?',
        options: ['2,4', '2,46', '2,5', '3'],
      },
      answer: 2,
    },
    {
      id: 'xl-20',
      en: {
        prompt: 'A2 holds an invoice date and B2 the payment date, both real Excel dates. What does `=B2-A2` give?',
        options: [
          'A `#VALUE!` error, because dates cannot be subtracted',
          'The number of days between the two dates',
          'The number of months between the two dates',
          'The later of the two dates',
        ],
      },
      fr: {
        prompt: 'A2 contient une date de facture et B2 la date de paiement, toutes deux de vraies dates Excel. Que donne `=B2-A2` ?',
        options: [
          'Une erreur `#VALUE!`, car on ne peut pas soustraire des dates',
          'Le nombre de jours entre les deux dates',
          'Le nombre de mois entre les deux dates',
          'La plus récente des deux dates',
        ],
      },
      answer: 1,
    },
    {
      id: 'xl-21',
      en: {
        prompt: 'Imported names contain extra spaces, like `"  Ama   Owusu "`. Which function returns `"Ama Owusu"`?',
        options: ['`CLEAN`', '`PROPER`', '`SUBSTITUTE`', '`TRIM`'],
      },
      fr: {
        prompt: 'Des noms importés contiennent des espaces en trop, comme `"  Ama   Owusu "`. Quelle fonction renvoie `"Ama Owusu"` ?',
        options: ['`CLEAN`', '`PROPER`', '`SUBSTITUTE`', '`TRIM`'],
      },
      answer: 3,
    },
    {
      id: 'xl-22',
      en: {
        prompt: 'A lookup returns `#N/A` when a product code is missing. How do you show `Not found` instead?',
        options: [
          '`=IFERROR(VLOOKUP(A2,Prices,2,FALSE),"Not found")`',
          '`=IF(VLOOKUP(A2,Prices,2,FALSE),"Not found")`',
          '`=VLOOKUP(A2,Prices,2,"Not found")`',
          '`=ISERROR(VLOOKUP(A2,Prices,2,FALSE),"Not found")`',
        ],
      },
      fr: {
        prompt: 'Une recherche renvoie `#N/A` quand un code produit est absent. Comment afficher `Introuvable` à la place ?',
        options: [
          '`=IFERROR(VLOOKUP(A2,Prices,2,FALSE),"Introuvable")`',
          '`=IF(VLOOKUP(A2,Prices,2,FALSE),"Introuvable")`',
          '`=VLOOKUP(A2,Prices,2,"Introuvable")`',
          '`=ISERROR(VLOOKUP(A2,Prices,2,FALSE),"Introuvable")`',
        ],
      },
      answer: 0,
    },
    {
      id: 'xl-23',
      en: {
        prompt: 'What is a main benefit of converting a data range into an Excel Table (Insert > Table)?',
        options: [
          'The data is locked, so it can no longer be edited by mistake',
          'The file becomes much smaller because the data is compressed',
          'Formulas, formatting and linked charts extend automatically to new rows',
          'Duplicate rows are detected and removed automatically as you type',
        ],
      },
      fr: {
        prompt: "Quel est l'un des principaux avantages de convertir une plage de données en tableau Excel (Insertion > Tableau) ?",
        options: [
          'Les données sont verrouillées et ne peuvent plus être modifiées par erreur',
          'Le fichier devient bien plus léger car les données sont compressées',
          "Formules, mise en forme et graphiques liés s'étendent seuls aux nouvelles lignes",
          'Les doublons sont détectés et supprimés automatiquement pendant la saisie',
        ],
      },
      answer: 2,
    },
    {
      id: 'xl-24',
      en: {
        prompt: 'Which chart is usually best for showing how monthly sales of a Kumasi bakery changed over a year?',
        options: ['A pie chart', 'A line chart', "A single bar showing the year's total", 'A doughnut chart'],
      },
      fr: {
        prompt:
          "Quel graphique convient le mieux, en général, pour montrer l'évolution des ventes mensuelles d'une boulangerie de Kumasi sur un an ?",
        options: [
          'Un graphique en secteurs',
          'Un graphique en courbes',
          "Une barre unique montrant le total de l'année",
          'Un graphique en anneau',
        ],
      },
      answer: 1,
    },
    {
      id: 'xl-25',
      en: {
        prompt: 'In `=INDEX(C2:C100,MATCH(F1,A2:A100,0))`, what does the last argument `0` of `MATCH` mean?',
        options: [
          'Start searching from row 0',
          'Return 0 if nothing is found',
          'Find the largest value less than or equal to F1',
          'Find an exact match for F1',
        ],
      },
      fr: {
        prompt: 'Dans `=INDEX(C2:C100,MATCH(F1,A2:A100,0))`, que signifie le dernier argument `0` de `MATCH` ?',
        options: [
          'Commencer la recherche à la ligne 0',
          "Renvoyer 0 si rien n'est trouvé",
          'Trouver la plus grande valeur inférieure ou égale à F1',
          'Trouver une correspondance exacte avec F1',
        ],
      },
      answer: 3,
    },
    {
      id: 'xl-26',
      en: {
        prompt:
          'You build a multiplication grid: numbers down column A (from A2), numbers across row 1 (from B1). Which formula in B2 can be copied to the whole grid?',
        options: ['`=A2*B1`', '`=$A$2*$B$1`', '`=$A2*B$1`', '`=A$2*$B1`'],
      },
      fr: {
        prompt:
          'Vous construisez une table de multiplication : des nombres en colonne A (dès A2) et en ligne 1 (dès B1). Quelle formule en B2 peut être recopiée sur toute la grille ?',
        options: ['`=A2*B1`', '`=$A$2*$B$1`', '`=$A2*B$1`', '`=A$2*$B1`'],
      },
      answer: 2,
    },
    {
      id: 'xl-27',
      en: {
        prompt: 'B2:B4 hold quantities 2, 3, 5 and C2:C4 hold unit prices 10, 20, 4. What does `=SUMPRODUCT(B2:B4,C2:C4)` return?',
        options: ['100', '44', '34', '300'],
      },
      fr: {
        prompt: 'B2:B4 contient les quantités 2, 3, 5 et C2:C4 les prix unitaires 10, 20, 4. Que renvoie `=SUMPRODUCT(B2:B4,C2:C4)` ?',
        options: ['100', '44', '34', '300'],
      },
      answer: 0,
    },
    {
      id: 'xl-28',
      en: {
        prompt:
          'You use `VLOOKUP(score,Bands,2,TRUE)` to assign grades from score bands. What must be true of the Bands table for correct results?',
        options: [
          'Its first column must be sorted in ascending order',
          'It must be on the same sheet as the formula',
          'Its first column must contain text, not numbers',
          'It must have exactly two rows per band',
        ],
      },
      fr: {
        prompt:
          'Vous utilisez `VLOOKUP(score,Bands,2,TRUE)` pour attribuer des mentions selon des tranches de notes. Quelle condition le tableau Bands doit-il remplir ?',
        options: [
          'Sa première colonne doit être triée par ordre croissant',
          'Il doit se trouver sur la même feuille que la formule',
          'Sa première colonne doit contenir du texte, pas des nombres',
          'Il doit avoir exactement deux lignes par tranche',
        ],
      },
      answer: 0,
    },
    {
      id: 'xl-29',
      en: {
        prompt: 'In Excel 365, `=UNIQUE(A2:A100)` shows a `#SPILL!` error. What is the usual cause?',
        options: [
          'A2:A100 contains no duplicate values, so nothing can be returned',
          'UNIQUE only works inside an Excel Table or a PivotTable',
          'The range must be sorted in ascending order before using UNIQUE',
          'The cells the results need to spill into are not empty',
        ],
      },
      fr: {
        prompt: 'Dans Excel 365, `=UNIQUE(A2:A100)` affiche une erreur `#SPILL!`. Quelle en est la cause habituelle ?',
        options: [
          'A2:A100 ne contient aucun doublon, donc rien ne peut être renvoyé',
          'UNIQUE ne fonctionne que dans un tableau Excel ou un tableau croisé',
          "La plage doit d'abord être triée par ordre croissant",
          'Les cellules où les résultats doivent se répandre ne sont pas vides',
        ],
      },
      answer: 3,
    },
    {
      id: 'xl-30',
      en: {
        prompt:
          'Amounts exported from a mobile money report look like numbers and are left-aligned, but `=SUM` over them returns 0. What is the most likely cause?',
        options: [
          'The column uses the Currency format with a GHS symbol',
          'The numbers are stored as text',
          'Calculation mode is set to Automatic',
          'The sheet is protected against changes',
        ],
      },
      fr: {
        prompt:
          "Des montants exportés d'un relevé mobile money ressemblent à des nombres et sont alignés à gauche, mais `=SUM` sur ces cellules renvoie 0. Quelle est la cause la plus probable ?",
        options: [
          'La colonne est au format Monétaire avec le symbole GHS',
          'Les nombres sont stockés sous forme de texte',
          'Le mode de calcul est réglé sur Automatique',
          'La feuille est protégée contre les modifications',
        ],
      },
      answer: 1,
    },
  ],
};
