import type { SkillBank } from './types.js';

/** UI/UX Design: 30 questions, English and French (issue 29 §6). */
export const uiUxDesignBank: SkillBank = {
  skill: 'ui-ux-design',
  questions: [
    {
      id: 'ux-01',
      en: {
        prompt: 'What is the best description of the difference between UI and UX?',
        options: [
          'UI covers websites and desktop software; UX covers mobile apps',
          'UI is what users see and touch; UX is their whole experience of the product',
          'UI is the visual work of designers; UX is the research done by marketers',
          'UI is the early sketching stage; UX is the final polished visual design',
        ],
      },
      fr: {
        prompt: 'Quelle est la meilleure description de la différence entre UI et UX ?',
        options: [
          "L'UI concerne les sites et logiciels ; l'UX concerne les applis mobiles",
          "L'UI est ce que l'on voit et manipule ; l'UX est toute l'expérience d'utilisation",
          "L'UI est le travail visuel des designers ; l'UX est la recherche du marketing",
          "L'UI est l'étape des croquis ; l'UX est le design visuel final et soigné",
        ],
      },
      answer: 1,
    },
    {
      id: 'ux-02',
      en: {
        prompt: 'What is a wireframe?',
        options: [
          'A simple, low-fidelity screen layout showing structure, without final styling',
          'The final, pixel-perfect mock-up with colours and fonts, ready for developers',
          'A diagram of every screen in the app and the links between them',
          'An interactive prototype with animations, used for user testing',
        ],
      },
      fr: {
        prompt: "Qu'est-ce qu'un wireframe (maquette fil de fer) ?",
        options: [
          'Une mise en page simple, basse fidélité, qui montre la structure sans style final',
          'La maquette finale au pixel près, avec couleurs et polices, prête pour les développeurs',
          "Un schéma de tous les écrans de l'appli et des liens entre eux",
          'Un prototype interactif avec animations, utilisé pour les tests utilisateurs',
        ],
      },
      answer: 0,
    },
    {
      id: 'ux-03',
      en: {
        prompt: 'What is a persona in UX design?',
        options: [
          'The personal visual style a designer brings to every product',
          'A real customer chosen to approve every new release of the product',
          'A marketing segment defined only by age, gender and income',
          'A research-based profile of a typical user group, its goals and frustrations',
        ],
      },
      fr: {
        prompt: "Qu'est-ce qu'un persona en design UX ?",
        options: [
          "Le style visuel personnel qu'un designer apporte à chaque produit",
          'Un vrai client choisi pour valider chaque nouvelle version du produit',
          "Un segment marketing défini seulement par l'âge, le sexe et le revenu",
          'Un profil type, fondé sur la recherche, avec ses objectifs et ses frustrations',
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-04',
      en: {
        prompt: 'What happens in a usability test?',
        options: [
          'Developers run automated scripts that click through every screen to find bugs',
          'Stakeholders review the designs and vote for their favourite version',
          'Representative users try real tasks while you observe where they struggle',
          'Users fill in a survey rating how attractive the interface looks',
        ],
      },
      fr: {
        prompt: "Que se passe-t-il lors d'un test d'utilisabilité ?",
        options: [
          'Les développeurs lancent des scripts qui parcourent tous les écrans pour trouver des bugs',
          'Les parties prenantes examinent les maquettes et votent pour leur version préférée',
          'Des utilisateurs représentatifs font de vraies tâches pendant que vous observez où ils bloquent',
          "Des utilisateurs remplissent un questionnaire qui note l'attrait de l'interface",
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-05',
      en: {
        prompt: 'On a screen, how do designers usually create visual hierarchy?',
        options: [
          'By using size, colour, contrast and position to show what matters most',
          'By giving every element the same size so nothing competes for attention',
          'By using a different font for each section to tell them apart',
          'By placing the most important content at the bottom of the screen',
        ],
      },
      fr: {
        prompt: 'Sur un écran, comment les designers créent-ils généralement une hiérarchie visuelle ?',
        options: [
          "En jouant sur la taille, la couleur, le contraste et la position pour montrer l'essentiel",
          "En donnant la même taille à tous les éléments pour qu'aucun ne domine",
          'En utilisant une police différente pour chaque section afin de les distinguer',
          "En plaçant le contenu le plus important tout en bas de l'écran",
        ],
      },
      answer: 0,
    },
    {
      id: 'ux-06',
      en: {
        prompt: 'In an app, the "Save" button is green on one screen and grey at the bottom of another. Which principle does this break?',
        options: ['Progressive disclosure', 'Consistency', "Fitts's law", 'Affordance'],
      },
      fr: {
        prompt: "Dans une appli, le bouton « Enregistrer » est vert sur un écran et gris en bas d'un autre. Quel principe est enfreint ?",
        options: ['La divulgation progressive', 'La cohérence', 'La loi de Fitts', "L'affordance"],
      },
      answer: 1,
    },
    {
      id: 'ux-07',
      en: {
        prompt: 'Why should buttons in a mobile app not be too small?',
        options: [
          'Small buttons take longer to load on slow mobile connections',
          'App stores automatically reject apps that contain small buttons',
          'Small buttons are harder for the phone to render in high resolution',
          'Fingers need a large enough target to tap accurately without hitting others',
        ],
      },
      fr: {
        prompt: "Pourquoi les boutons d'une appli mobile ne doivent-ils pas être trop petits ?",
        options: [
          'Les petits boutons mettent plus de temps à charger sur une connexion lente',
          "Les magasins d'applis rejettent automatiquement les applis à petits boutons",
          'Les petits boutons sont plus difficiles à afficher en haute résolution',
          "Le doigt a besoin d'une cible assez grande pour toucher juste sans heurter les voisins",
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-08',
      en: {
        prompt: 'What is the main purpose of a clickable prototype?',
        options: [
          'To replace the final product for customers while development continues',
          'To hand developers the final code for the screens it contains',
          'To test flows and interactions with users before building the product',
          'To collect real payments and user data before the official launch',
        ],
      },
      fr: {
        prompt: "Quel est le but principal d'un prototype cliquable ?",
        options: [
          'Remplacer le produit final auprès des clients pendant le développement',
          "Fournir aux développeurs le code final des écrans qu'il contient",
          'Tester parcours et interactions avec des utilisateurs avant de développer',
          'Encaisser de vrais paiements et collecter des données avant le lancement',
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-09',
      en: {
        prompt: 'What does generous white space (empty space) around elements usually do for a layout?',
        options: [
          'It wastes valuable screen space and should be filled with content',
          'It groups related items, separates sections and makes content easier to scan',
          "It makes the layout look unfinished and lowers users' trust",
          'It mainly helps pages load faster by reducing the amount of content',
        ],
      },
      fr: {
        prompt: "Qu'apporte généralement un espace blanc (espace vide) généreux autour des éléments d'une mise en page ?",
        options: [
          'Il gaspille un espace précieux et devrait être rempli de contenu',
          'Il regroupe les éléments liés, sépare les sections et facilite la lecture rapide',
          "Il donne une impression d'inachevé et fait baisser la confiance",
          'Il sert surtout à charger les pages plus vite en réduisant le contenu',
        ],
      },
      answer: 1,
    },
    {
      id: 'ux-10',
      en: {
        prompt: 'Light grey text on a white background is hard to read for many users. Which accessibility property is the problem?',
        options: ['Colour contrast', 'Keyboard navigation', 'Image resolution', 'Alternative text for images'],
      },
      fr: {
        prompt:
          "Un texte gris clair sur fond blanc est difficile à lire pour beaucoup d'utilisateurs. Quelle propriété d'accessibilité pose problème ?",
        options: ['Le contraste des couleurs', 'La navigation au clavier', 'La résolution des images', 'Le texte alternatif des images'],
      },
      answer: 0,
    },
    {
      id: 'ux-11',
      en: {
        prompt: 'What does a user journey map show?',
        options: [
          'The order in which developers will build the screens of the product',
          'The links between the database tables and services behind the product',
          'The steps a user takes to reach a goal, with actions, feelings and pain points',
          'The roadmap of features planned for the product over the next year',
        ],
      },
      fr: {
        prompt: 'Que montre une carte du parcours utilisateur (journey map) ?',
        options: [
          "L'ordre dans lequel les développeurs construiront les écrans du produit",
          'Les liens entre les tables de données et les services du produit',
          "Les étapes d'un utilisateur vers un objectif, avec actions, émotions et points de friction",
          "La feuille de route des fonctionnalités prévues pour l'année à venir",
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-12',
      en: {
        prompt: 'A raised, shaded button "looks clickable" to users. Which design concept describes this?',
        options: ['Affordance', 'Persona', 'Information architecture', 'Gamification'],
      },
      fr: {
        prompt: "Un bouton en relief et ombré « a l'air cliquable » pour les utilisateurs. Quel concept de design décrit cela ?",
        options: ["L'affordance", 'Le persona', "L'architecture de l'information", 'La gamification'],
      },
      answer: 0,
    },
    {
      id: 'ux-13',
      en: {
        prompt:
          'You are designing the menu of a large job board and want to know how users group its content. Which research method fits best?',
        options: ['A/B testing of button colours', 'An eye-tracking study of the home page', 'A five-second logo test', 'Card sorting'],
      },
      fr: {
        prompt:
          "Vous concevez le menu d'un grand site d'offres d'emploi et voulez savoir comment les utilisateurs regroupent ses contenus. Quelle méthode convient le mieux ?",
        options: [
          'Un test A/B de couleurs de boutons',
          "Une étude d'oculométrie de la page d'accueil",
          'Un test de cinq secondes sur le logo',
          'Le tri de cartes (card sorting)',
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-14',
      en: {
        prompt: 'Which error message is best for a phone number field?',
        options: [
          '"Error 422: the field failed server validation."',
          '"Invalid input. Please check the form and try again."',
          '"Enter a 10-digit phone number, e.g. 024 123 4567."',
          '"You made a mistake in this field. Try again."',
        ],
      },
      fr: {
        prompt: "Quel message d'erreur est le meilleur pour un champ de numéro de téléphone ?",
        options: [
          "« Erreur 422 : le champ n'a pas passé la validation. »",
          '« Saisie invalide. Vérifiez le formulaire et réessayez. »',
          '« Saisissez un numéro à 10 chiffres, ex. 024 123 4567. »',
          '« Vous avez fait une erreur dans ce champ. Réessayez. »',
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-15',
      en: {
        prompt: 'Why is it a poor practice to use placeholder text inside a field as its only label?',
        options: [
          'Placeholder text cannot be translated when the app is localised',
          'It vanishes as the user types, so they may forget what the field asks',
          'Placeholders make the browser submit the form automatically',
          'Most mobile browsers hide placeholder text to save space',
        ],
      },
      fr: {
        prompt: "Pourquoi est-il déconseillé d'utiliser le texte indicatif (placeholder) d'un champ comme seul libellé ?",
        options: [
          "Le placeholder ne peut pas être traduit quand l'appli est localisée",
          "Il disparaît dès la saisie, et l'utilisateur peut oublier ce que le champ demande",
          'Les placeholders font envoyer le formulaire automatiquement par le navigateur',
          'La plupart des navigateurs mobiles masquent les placeholders pour gagner de la place',
        ],
      },
      answer: 1,
    },
    {
      id: 'ux-16',
      en: {
        prompt: 'A form marks invalid fields only by turning their border red. What is the accessibility problem, and the fix?',
        options: [
          'Red is too aggressive; a softer orange border would solve it',
          'There is no problem as long as the red is dark enough to see',
          'Changing borders confuses users; show a blocking pop-up alert instead',
          'Colour alone fails colour-blind users; add an icon and an error message',
        ],
      },
      fr: {
        prompt:
          "Un formulaire signale les champs invalides uniquement en passant leur bordure en rouge. Quel est le problème d'accessibilité, et la solution ?",
        options: [
          'Le rouge est trop agressif : une bordure orange plus douce suffirait',
          'Aucun problème tant que le rouge est assez foncé pour être vu',
          'Changer les bordures perturbe : affichez plutôt une alerte pop-up bloquante',
          "La couleur seule exclut les daltoniens : ajoutez une icône et un message d'erreur",
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-17',
      en: {
        prompt: 'A payment screen offers 14 options at once and users hesitate for a long time. Which principle explains this?',
        options: [
          "Hick's law: more choices increase decision time",
          "Fitts's law: small targets are hard to hit",
          "Jakob's law: users prefer sites that work like others",
          'The law of proximity: close items seem related',
        ],
      },
      fr: {
        prompt: "Un écran de paiement propose 14 options à la fois et les utilisateurs hésitent longtemps. Quel principe l'explique ?",
        options: [
          'La loi de Hick : plus il y a de choix, plus la décision prend du temps',
          'La loi de Fitts : les petites cibles sont difficiles à atteindre',
          'La loi de Jakob : les utilisateurs préfèrent les sites qui fonctionnent comme les autres',
          'La loi de proximité : des éléments proches semblent liés',
        ],
      },
      answer: 0,
    },
    {
      id: 'ux-18',
      en: {
        prompt: 'According to Fitts\'s law, which change makes the main "Pay now" button fastest to reach and tap?',
        options: [
          'Making it smaller so that more options fit around it',
          'Moving it to the top corner, far from the thumb, to avoid mis-taps',
          'Making it larger and placing it within easy reach of the thumb',
          'Giving it a thin outline style instead of a filled colour',
        ],
      },
      fr: {
        prompt:
          'Selon la loi de Fitts, quel changement rend le bouton principal « Payer maintenant » le plus rapide à atteindre et à toucher ?',
        options: [
          "Le rendre plus petit pour loger plus d'options autour",
          'Le placer dans le coin supérieur, loin du pouce, pour éviter les erreurs',
          "L'agrandir et le placer à portée facile du pouce",
          "Lui donner un simple contour au lieu d'une couleur pleine",
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-19',
      en: {
        prompt: 'What is the main benefit of a design system for a product team?',
        options: [
          'It replaces user research, since the components are already tested',
          'It lets each designer pick their own styles for their own screens',
          'It removes the need for developers to write any front-end code',
          'Shared, reusable components keep the product consistent and faster to build',
        ],
      },
      fr: {
        prompt: "Quel est le principal avantage d'un design system pour une équipe produit ?",
        options: [
          'Il remplace la recherche utilisateur, puisque les composants sont déjà testés',
          'Il permet à chaque designer de choisir ses propres styles pour ses écrans',
          "Il dispense les développeurs d'écrire le moindre code front-end",
          'Des composants réutilisables assurent la cohérence et accélèrent la réalisation',
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-20',
      en: {
        prompt: 'What does a mobile-first design approach mean?',
        options: [
          'Releasing the product on phones only, with no desktop version at all',
          'Designing for the smallest screen first, then adapting to larger ones',
          'Designing the desktop version first, then shrinking it for phones',
          'Building a native app before creating any website for the product',
        ],
      },
      fr: {
        prompt: 'Que signifie une approche de conception « mobile first » ?',
        options: [
          'Sortir le produit uniquement sur téléphone, sans aucune version ordinateur',
          "Concevoir d'abord pour le plus petit écran, puis adapter aux écrans plus grands",
          "Concevoir d'abord la version ordinateur, puis la réduire pour les téléphones",
          'Développer une appli native avant de créer le moindre site web',
        ],
      },
      answer: 1,
    },
    {
      id: 'ux-21',
      en: {
        prompt: 'During a usability test, a participant is stuck and asks you "What should I click?". What is the best response?',
        options: [
          'Point to the right button quickly so that the session can move on',
          'End the session, since a stuck participant gives no useful data',
          'Explain how the screen works, then ask them to start the task again',
          'Ask what they expect to do there, and keep observing without leading',
        ],
      },
      fr: {
        prompt:
          "Pendant un test d'utilisabilité, un participant bloque et vous demande « Où dois-je cliquer ? ». Quelle est la meilleure réaction ?",
        options: [
          'Lui montrer vite le bon bouton pour que la séance avance',
          "Arrêter la séance, car un participant bloqué n'apporte rien d'utile",
          "Lui expliquer le fonctionnement de l'écran, puis lui faire recommencer la tâche",
          "Lui demander ce qu'il pensait faire ici, et continuer d'observer sans l'orienter",
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-22',
      en: {
        prompt: 'Which user interview question is least likely to bias the answer?',
        options: [
          '"Tell me about the last time you paid a utility bill."',
          '"Wouldn\'t it be great to pay bills in our app?"',
          '"Do you agree our app is easier than the bank\'s?"',
          '"How much would you love a bill reminder feature?"',
        ],
      },
      fr: {
        prompt: "Quelle question d'entretien utilisateur risque le moins de biaiser la réponse ?",
        options: [
          "« Racontez-moi comment vous avez payé votre dernière facture d'électricité. »",
          '« Ce serait génial de payer vos factures dans notre appli, non ? »',
          "« Êtes-vous d'accord que notre appli est plus simple que celle de la banque ? »",
          '« À quel point adoreriez-vous une fonction de rappel de factures ? »',
        ],
      },
      answer: 0,
    },
    {
      id: 'ux-23',
      en: {
        prompt: 'A new user opens the "My courses" screen and has no courses yet. What should the empty state do?',
        options: [
          'Show a blank page so that nothing distracts a user who has just joined',
          'Show an error message saying that no course data could be found',
          'Explain what will appear here and offer an action such as "Browse courses"',
          'Hide the "My courses" tab until the user has joined a course',
        ],
      },
      fr: {
        prompt: "Un nouvel utilisateur ouvre l'écran « Mes cours » et n'a encore aucun cours. Que doit faire l'état vide ?",
        options: [
          "Afficher une page blanche pour ne pas distraire un utilisateur qui vient d'arriver",
          "Afficher un message d'erreur indiquant qu'aucune donnée de cours n'a été trouvée",
          'Expliquer ce qui apparaîtra ici et proposer une action comme « Parcourir les cours »',
          "Masquer l'onglet « Mes cours » jusqu'à l'inscription à un premier cours",
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-24',
      en: {
        prompt:
          'A loan application form shows basic fields first and reveals advanced options only when "More options" is tapped. What is this technique?',
        options: ['Dark pattern design', 'Progressive disclosure', 'Skeuomorphic design', 'Lazy loading of content'],
      },
      fr: {
        prompt:
          "Un formulaire de demande de prêt affiche d'abord les champs de base et ne révèle les options avancées qu'au toucher de « Plus d'options ». De quelle technique s'agit-il ?",
        options: ['Un dark pattern', 'La divulgation progressive', 'Le design skeuomorphique', 'Le chargement différé du contenu'],
      },
      answer: 1,
    },
    {
      id: 'ux-25',
      en: {
        prompt: 'Analytics show that 60% of users abandon checkout at step 3. What is the best next step to find out why?',
        options: [
          'Redesign the whole app at once, since the problem may be anywhere',
          'Remove step 3 straight away, since it is clearly the problem',
          'Add more colour and animation to step 3 to make it more engaging',
          'Watch users go through checkout to see what blocks them at step 3',
        ],
      },
      fr: {
        prompt:
          "Les statistiques montrent que 60 % des utilisateurs abandonnent le paiement à l'étape 3. Quelle est la meilleure étape suivante pour comprendre pourquoi ?",
        options: [
          "Refaire toute l'appli d'un coup, car le problème peut être partout",
          "Supprimer tout de suite l'étape 3, puisqu'elle pose manifestement problème",
          "Ajouter des couleurs et des animations à l'étape 3 pour la rendre attrayante",
          "Observer des utilisateurs pendant le paiement pour voir ce qui les bloque à l'étape 3",
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-26',
      en: {
        prompt: 'When is an A/B test more appropriate than a small moderated usability test?',
        options: [
          'When you need to understand why users get confused on a particular screen',
          'When there is enough traffic to measure which version performs better',
          'When you only have an idea and no product or prototype to show yet',
          "When you want to explore users' needs, habits and motivations in depth",
        ],
      },
      fr: {
        prompt: "Dans quel cas un test A/B est-il plus approprié qu'un petit test d'utilisabilité modéré ?",
        options: [
          'Quand il faut comprendre pourquoi les utilisateurs se perdent sur un écran donné',
          'Quand le trafic suffit pour mesurer quelle version donne le meilleur résultat',
          "Quand on n'a qu'une idée, sans produit ni prototype à montrer",
          'Quand on veut explorer en profondeur les besoins, habitudes et motivations',
        ],
      },
      answer: 1,
    },
    {
      id: 'ux-27',
      en: {
        prompt: 'A ticket-booking checkout adds paid travel insurance through a pre-ticked checkbox. How should a UX designer judge this?',
        options: [
          'It is a dark pattern that harms trust; use an explicit opt-in instead',
          'It is good practice, since most travellers want insurance anyway',
          'It is acceptable as long as the price appears somewhere on the page',
          'It is an example of progressive disclosure that simplifies checkout',
        ],
      },
      fr: {
        prompt:
          'Un tunnel de réservation de billets ajoute une assurance voyage payante via une case pré-cochée. Comment un designer UX doit-il juger cela ?',
        options: [
          "C'est un dark pattern qui nuit à la confiance : il faut un choix explicite",
          "C'est une bonne pratique, car la plupart des voyageurs veulent une assurance",
          "C'est acceptable tant que le prix figure quelque part sur la page",
          "C'est un exemple de divulgation progressive qui simplifie le paiement",
        ],
      },
      answer: 0,
    },
    {
      id: 'ux-28',
      en: {
        prompt: 'Many of your users in Ghana are on costly mobile data and unstable networks. Which design decision helps them most?',
        options: [
          'An autoplaying background video on the home page to engage visitors',
          "Loading every screen's content at launch so later screens open instantly",
          'Compressed images, clear offline and loading states, and saved form progress',
          'Asking users to log in again on every visit to keep accounts secure',
        ],
      },
      fr: {
        prompt:
          'Beaucoup de vos utilisateurs au Ghana ont des données mobiles coûteuses et un réseau instable. Quelle décision de design les aide le plus ?',
        options: [
          "Une vidéo de fond en lecture automatique sur l'accueil pour captiver",
          'Charger le contenu de tous les écrans au lancement pour ouvrir les suivants instantanément',
          'Des images compressées, des états hors ligne et de chargement clairs, et la saisie sauvegardée',
          'Demander de se reconnecter à chaque visite pour sécuriser les comptes',
        ],
      },
      answer: 2,
    },
    {
      id: 'ux-29',
      en: {
        prompt: 'A button shows only a trash-bin icon, with no text. What does a screen reader user need for it to be accessible?',
        options: [
          'A brighter icon colour with stronger contrast',
          'A tooltip that appears only on mouse hover',
          'A larger icon so the trash bin is easier to recognise',
          'An accessible name, e.g. `aria-label="Delete message"`',
        ],
      },
      fr: {
        prompt:
          "Un bouton n'affiche qu'une icône de corbeille, sans texte. De quoi un utilisateur de lecteur d'écran a-t-il besoin pour qu'il soit accessible ?",
        options: [
          "Une couleur d'icône plus vive et plus contrastée",
          "Une infobulle qui n'apparaît qu'au survol de la souris",
          'Une icône plus grande pour mieux reconnaître la corbeille',
          'Un nom accessible, par ex. `aria-label="Supprimer le message"`',
        ],
      },
      answer: 3,
    },
    {
      id: 'ux-30',
      en: {
        prompt: 'In a mobile money app, which design best applies "recognition rather than recall" for sending money?',
        options: [
          'Asking users to type the full phone number every time',
          'Showing recent and saved recipients with names and photos',
          'Hiding the recipient field in a menu to keep the screen clean',
          'Asking users to remember a short code for each contact',
        ],
      },
      fr: {
        prompt:
          "Dans une appli de mobile money, quel design applique le mieux le principe « reconnaître plutôt que se souvenir » pour envoyer de l'argent ?",
        options: [
          'Demander de saisir le numéro complet à chaque fois',
          'Afficher les destinataires récents et enregistrés, avec nom et photo',
          "Cacher le champ du destinataire dans un menu pour alléger l'écran",
          'Demander de retenir un code court pour chaque contact',
        ],
      },
      answer: 1,
    },
  ],
};
