import type { SkillBank } from './types.js';

/** Project Management: 30 questions, English and French (issue 29 §6). */
export const projectManagementBank: SkillBank = {
  skill: 'project-management',
  questions: [
    {
      id: 'pm-01',
      en: {
        prompt: 'Which of these is a project rather than ongoing operations?',
        options: [
          'Processing the payroll every month',
          'Answering customer calls every day',
          "Restocking a shop's shelves each week",
          'Opening a new branch in Tamale by June',
        ],
      },
      fr: {
        prompt: 'Lequel de ces travaux est un projet et non une activité courante ?',
        options: [
          'Traiter la paie chaque mois',
          'Répondre chaque jour aux appels des clients',
          "Réapprovisionner les rayons d'une boutique chaque semaine",
          "Ouvrir une nouvelle agence à Tamale d'ici juin",
        ],
      },
      answer: 3,
    },
    {
      id: 'pm-02',
      en: {
        prompt: 'The "triple constraint" of a project links which three elements?',
        options: ['Scope, time and cost', 'Team, client and sponsor', 'Risks, issues and changes', 'Plan, report and meeting'],
      },
      fr: {
        prompt: "La « triple contrainte » d'un projet relie quels trois éléments ?",
        options: [
          'Le périmètre, le délai et le coût',
          "L'équipe, le client et le sponsor",
          'Les risques, les problèmes et les changements',
          'Le plan, le rapport et la réunion',
        ],
      },
      answer: 0,
    },
    {
      id: 'pm-03',
      en: {
        prompt: 'Who is a project stakeholder?',
        options: [
          'Only the sponsor or client who pays for the project',
          'Only the members of the team doing the project work',
          'Anyone affected by the project or able to influence it',
          'Only senior managers who approve the project budget',
        ],
      },
      fr: {
        prompt: "Qui est une partie prenante d'un projet ?",
        options: [
          'Uniquement le sponsor ou le client qui finance le projet',
          "Uniquement les membres de l'équipe qui réalisent le travail",
          "Toute personne concernée par le projet ou capable de l'influencer",
          'Uniquement les cadres dirigeants qui approuvent le budget',
        ],
      },
      answer: 2,
    },
    {
      id: 'pm-04',
      en: {
        prompt: 'What is a milestone in a project schedule?',
        options: [
          'A major task that groups several smaller tasks over several weeks',
          'A key event or checkpoint, such as "system goes live", with no duration',
          'A reserve in the budget set aside for unexpected costs',
          'A regular progress meeting held with the sponsor each week',
        ],
      },
      fr: {
        prompt: "Qu'est-ce qu'un jalon dans le planning d'un projet ?",
        options: [
          'Une tâche majeure qui regroupe plusieurs petites tâches sur plusieurs semaines',
          'Un événement ou point de contrôle clé, comme « mise en service », sans durée',
          'Une réserve budgétaire mise de côté pour les imprévus',
          "Une réunion d'avancement régulière avec le sponsor chaque semaine",
        ],
      },
      answer: 1,
    },
    {
      id: 'pm-05',
      en: {
        prompt: 'What does a Gantt chart show?',
        options: [
          'Tasks as bars on a timeline, with their start and end dates',
          'Who reports to whom in the project team and the organisation',
          'How the budget is split between suppliers and cost categories',
          'The likelihood and impact of each identified project risk',
        ],
      },
      fr: {
        prompt: 'Que montre un diagramme de Gantt ?',
        options: [
          'Les tâches sous forme de barres sur une échelle de temps, avec début et fin',
          "Qui rend compte à qui dans l'équipe projet et dans l'organisation",
          'La répartition du budget entre fournisseurs et catégories de coûts',
          "La probabilité et l'impact de chaque risque identifié du projet",
        ],
      },
      answer: 0,
    },
    {
      id: 'pm-06',
      en: {
        prompt: 'What is the main purpose of a project charter?',
        options: [
          'It lists every task with its owner, duration and daily hours',
          'It records the decisions and actions agreed in each team meeting',
          'It describes the detailed technical design of the deliverables',
          'It formally authorises the project and sets its objectives and sponsor',
        ],
      },
      fr: {
        prompt: 'Quel est le but principal de la charte de projet ?',
        options: [
          'Elle liste chaque tâche avec son responsable, sa durée et ses heures',
          "Elle consigne les décisions et actions convenues à chaque réunion d'équipe",
          'Elle décrit la conception technique détaillée des livrables',
          'Elle autorise officiellement le projet et fixe ses objectifs et son sponsor',
        ],
      },
      answer: 3,
    },
    {
      id: 'pm-07',
      en: {
        prompt: 'What is the difference between a risk and an issue?',
        options: [
          'A risk is a problem happening now; an issue might happen in the future',
          'A risk concerns cost and schedule; an issue concerns people and quality',
          'A risk might happen in the future; an issue is a problem happening now',
          'A risk is raised by the sponsor; an issue is raised by the project team',
        ],
      },
      fr: {
        prompt: 'Quelle est la différence entre un risque et un problème (issue) ?',
        options: [
          'Un risque se produit déjà ; un problème pourrait survenir plus tard',
          'Un risque concerne coûts et délais ; un problème concerne personnes et qualité',
          'Un risque pourrait survenir plus tard ; un problème se produit déjà',
          "Un risque est signalé par le sponsor ; un problème par l'équipe projet",
        ],
      },
      answer: 2,
    },
    {
      id: 'pm-08',
      en: {
        prompt: 'What is "scope creep"?',
        options: [
          'Scope that keeps growing without approved changes to time or budget',
          'A planned reduction in scope agreed with the sponsor to save time',
          'A slow start caused by unclear roles in the first weeks of a project',
          'Gradual cost increases caused by inflation over a long project',
        ],
      },
      fr: {
        prompt: "Qu'est-ce que la « dérive du périmètre » (scope creep) ?",
        options: [
          "Un périmètre qui s'élargit sans changement approuvé du délai ou du budget",
          'Une réduction planifiée du périmètre, convenue avec le sponsor pour gagner du temps',
          'Un démarrage lent dû à des rôles flous dans les premières semaines',
          "Une hausse progressive des coûts due à l'inflation sur un long projet",
        ],
      },
      answer: 0,
    },
    {
      id: 'pm-09',
      en: {
        prompt: 'In Scrum, what is the main purpose of the daily stand-up (Daily Scrum)?',
        options: [
          'For each member to report hours and task status to the project manager',
          "To inspect progress towards the sprint goal and plan the next day's work",
          'To demonstrate finished work to customers and gather their feedback',
          'To re-estimate and reorder the whole product backlog every morning',
        ],
      },
      fr: {
        prompt: 'Dans Scrum, quel est le but principal de la mêlée quotidienne (Daily Scrum) ?',
        options: [
          "Que chacun déclare ses heures et l'état de ses tâches au chef de projet",
          "Examiner l'avancement vers l'objectif du sprint et planifier la journée suivante",
          'Présenter le travail terminé aux clients et recueillir leurs retours',
          'Réestimer et réordonner tout le backlog produit chaque matin',
        ],
      },
      answer: 1,
    },
    {
      id: 'pm-10',
      en: {
        prompt: 'What is usually the main purpose of a project kick-off meeting?',
        options: [
          'To review lessons learned, hand over deliverables and release the team',
          'To approve the final invoice and sign off on the project budget',
          "To evaluate each team member's performance on the previous project",
          'To align team and stakeholders on objectives, scope, roles and ways of working',
        ],
      },
      fr: {
        prompt: "Quel est généralement le but principal de la réunion de lancement d'un projet ?",
        options: [
          "Tirer les leçons, remettre les livrables et libérer l'équipe du projet",
          'Approuver la facture finale et valider le budget du projet',
          'Évaluer la performance de chaque membre sur le projet précédent',
          'Aligner équipe et parties prenantes sur objectifs, périmètre, rôles et méthodes',
        ],
      },
      answer: 3,
    },
    {
      id: 'pm-11',
      en: {
        prompt: 'What does a work breakdown structure (WBS) do?',
        options: [
          'It shows who reports to whom within the project organisation',
          'It orders the tasks on a timeline with their start and end dates',
          'It breaks the total scope into smaller deliverables and work packages',
          "It lists the project's risks with their probability and impact",
        ],
      },
      fr: {
        prompt: 'À quoi sert une structure de découpage du projet (WBS, ou organigramme des tâches) ?',
        options: [
          "Elle montre qui rend compte à qui dans l'organisation du projet",
          'Elle place les tâches sur une échelle de temps avec leurs dates',
          'Elle décompose tout le périmètre en livrables et lots de travail plus petits',
          'Elle liste les risques du projet avec leur probabilité et leur impact',
        ],
      },
      answer: 2,
    },
    {
      id: 'pm-12',
      en: {
        prompt: 'What is the critical path of a project?',
        options: [
          'The chain of the most expensive tasks, which sets the project budget',
          'The longest chain of dependent tasks, which sets the shortest project duration',
          'The tasks with the highest risk, which need the closest monitoring',
          'The shortest route of dependent tasks from the start to the end of the project',
        ],
      },
      fr: {
        prompt: "Qu'est-ce que le chemin critique d'un projet ?",
        options: [
          'La chaîne des tâches les plus coûteuses, qui fixe le budget du projet',
          'La plus longue chaîne de tâches dépendantes, qui fixe la durée minimale du projet',
          'Les tâches les plus risquées, qui demandent le suivi le plus étroit',
          'Le plus court enchaînement de tâches dépendantes du début à la fin du projet',
        ],
      },
      answer: 1,
    },
    {
      id: 'pm-13',
      en: {
        prompt:
          'Tasks A (3 days) and B (5 days) start together, and task C can start only when both are finished. How much float does task A have?',
        options: ['0 days', '3 days', '5 days', '2 days'],
      },
      fr: {
        prompt:
          'Les tâches A (3 jours) et B (5 jours) commencent ensemble, et la tâche C ne peut commencer que lorsque les deux sont terminées. De quelle marge dispose la tâche A ?',
        options: ['0 jour', '3 jours', '5 jours', '2 jours'],
      },
      answer: 3,
    },
    {
      id: 'pm-14',
      en: {
        prompt: 'Mid-project, the client asks to add a mobile app to a website project. What should the project manager do?',
        options: [
          'Assess its impact on scope, time, cost and risk, then submit it to change control',
          'Accept it straight away and ask the team to fit it into the current plan',
          'Refuse it firmly, because the scope was fixed when the project started',
          'Let the developers add it quietly in their spare time to avoid delays',
        ],
      },
      fr: {
        prompt:
          "En cours de projet, le client demande d'ajouter une application mobile à un projet de site web. Que doit faire le chef de projet ?",
        options: [
          'Évaluer son impact (périmètre, délai, coût, risques) et la soumettre à la maîtrise des changements',
          "L'accepter tout de suite et demander à l'équipe de l'intégrer au plan actuel",
          'La refuser fermement, car le périmètre a été fixé au démarrage du projet',
          "Laisser les développeurs l'ajouter discrètement sur leur temps libre pour éviter un retard",
        ],
      },
      answer: 0,
    },
    {
      id: 'pm-15',
      en: {
        prompt: 'In a RACI matrix, what does "A" (Accountable) mean?',
        options: [
          'Everyone who carries out part of the work on the task',
          'The people who are kept informed of progress on the task',
          'The one person ultimately answerable, who signs off the task',
          'The experts whose opinion is sought before the work is done',
        ],
      },
      fr: {
        prompt: 'Dans une matrice RACI, que signifie « A » (Accountable, approbateur) ?',
        options: [
          'Toutes les personnes qui réalisent une partie du travail',
          "Les personnes tenues informées de l'avancement de la tâche",
          'La seule personne qui en répond en dernier ressort et valide la tâche',
          "Les experts dont on demande l'avis avant de réaliser le travail",
        ],
      },
      answer: 2,
    },
    {
      id: 'pm-16',
      en: {
        prompt: 'A construction project in Kumasi buys insurance against fire damage on site. Which risk response is this?',
        options: ['Avoid', 'Accept', 'Exploit', 'Transfer'],
      },
      fr: {
        prompt:
          "Un projet de construction à Kumasi souscrit une assurance contre les dégâts d'incendie sur le chantier. De quelle réponse au risque s'agit-il ?",
        options: ['Éviter', 'Accepter', 'Exploiter', 'Transférer'],
      },
      answer: 3,
    },
    {
      id: 'pm-17',
      en: {
        prompt: 'Task B has a finish-to-start dependency on task A. What does this mean?',
        options: [
          'B must finish before A can start',
          'B cannot start until A has finished',
          'A and B must start on the same day',
          'A and B must finish on the same day',
        ],
      },
      fr: {
        prompt: "La tâche B a une dépendance fin-début avec la tâche A. Qu'est-ce que cela signifie ?",
        options: [
          'B doit être terminée avant que A puisse commencer',
          'B ne peut pas commencer avant que A soit terminée',
          'A et B doivent commencer le même jour',
          'A et B doivent se terminer le même jour',
        ],
      },
      answer: 1,
    },
    {
      id: 'pm-18',
      en: {
        prompt: 'On a power/interest grid, how should you engage a stakeholder with high power and high interest?',
        options: [
          'Manage closely: involve them actively and consult them regularly',
          'Monitor them with minimal effort and contact them only if needed',
          'Keep them informed through a monthly newsletter, nothing more',
          'Keep them satisfied but do not share details of the project',
        ],
      },
      fr: {
        prompt: 'Sur une grille pouvoir/intérêt, comment impliquer une partie prenante qui a un fort pouvoir et un fort intérêt ?',
        options: [
          "La gérer de près : l'impliquer activement et la consulter régulièrement",
          "La surveiller avec un effort minimal et ne la contacter qu'au besoin",
          "La tenir informée par une lettre d'information mensuelle, sans plus",
          'La garder satisfaite sans lui communiquer les détails du projet',
        ],
      },
      answer: 0,
    },
    {
      id: 'pm-19',
      en: {
        prompt: 'In Scrum, who is responsible for ordering the product backlog to maximise value?',
        options: ['The Scrum Master', 'The developers, by vote', 'The Product Owner', 'The most senior engineer'],
      },
      fr: {
        prompt: "Dans Scrum, qui est responsable de l'ordre du backlog produit afin d'en maximiser la valeur ?",
        options: ['Le Scrum Master', 'Les développeurs, par vote', 'Le Product Owner', "L'ingénieur le plus expérimenté"],
      },
      answer: 2,
    },
    {
      id: 'pm-20',
      en: {
        prompt: 'What is the purpose of a sprint retrospective?',
        options: [
          'To show the finished increment to stakeholders and collect feedback',
          'To re-estimate the whole backlog and set the next release date',
          'To find out who was responsible for the work that was not finished',
          'To reflect on how the team worked and agree improvements for the next sprint',
        ],
      },
      fr: {
        prompt: 'À quoi sert la rétrospective de sprint ?',
        options: [
          "Présenter l'incrément terminé aux parties prenantes et recueillir leurs avis",
          'Réestimer tout le backlog et fixer la date de la prochaine version',
          "Chercher qui est responsable du travail qui n'a pas été terminé",
          "Revoir la façon de travailler de l'équipe et choisir des améliorations",
        ],
      },
      answer: 3,
    },
    {
      id: 'pm-21',
      en: {
        prompt: 'Your project is two weeks behind schedule. What should the next status report to the sponsor contain?',
        options: [
          'A green status, so the sponsor does not worry before the delay is fixed',
          'The true status, the cause, the impact and a proposed recovery plan',
          'Only the completed tasks, leaving the delay for a later report',
          'A request for more budget, without details that could alarm the sponsor',
        ],
      },
      fr: {
        prompt: "Votre projet a deux semaines de retard. Que doit contenir le prochain rapport d'avancement destiné au sponsor ?",
        options: [
          "Un statut vert, pour ne pas inquiéter le sponsor avant d'avoir rattrapé le retard",
          'Le statut réel, la cause du retard, son impact et un plan de rattrapage',
          'Seulement les tâches terminées, en gardant le retard pour un rapport ultérieur',
          'Une demande de budget supplémentaire, sans détails qui pourraient alarmer le sponsor',
        ],
      },
      answer: 1,
    },
    {
      id: 'pm-22',
      en: {
        prompt: 'Which activity belongs to closing a project?',
        options: [
          'Writing the project charter and naming the project manager',
          'Identifying and analysing stakeholders for the first time',
          'Getting formal acceptance of deliverables and recording lessons learned',
          'Building the work breakdown structure and the baseline schedule',
        ],
      },
      fr: {
        prompt: "Quelle activité fait partie de la clôture d'un projet ?",
        options: [
          'Rédiger la charte du projet et nommer le chef de projet',
          'Identifier et analyser les parties prenantes pour la première fois',
          "Obtenir l'acceptation formelle des livrables et consigner les leçons apprises",
          "Construire l'organigramme des tâches et le planning de référence",
        ],
      },
      answer: 2,
    },
    {
      id: 'pm-23',
      en: {
        prompt:
          "A task's estimates are optimistic 4 days, most likely 6 days, pessimistic 14 days. What is the three-point (PERT) estimate `(O + 4M + P) / 6`?",
        options: ['6 days', '8 days', '7 days', '24 days'],
      },
      fr: {
        prompt:
          "Une tâche est estimée à 4 jours (optimiste), 6 jours (le plus probable) et 14 jours (pessimiste). Quelle est l'estimation à trois points (PERT) `(O + 4M + P) / 6` ?",
        options: ['6 jours', '8 jours', '7 jours', '24 jours'],
      },
      answer: 2,
    },
    {
      id: 'pm-24',
      en: {
        prompt: 'The schedule assigns one engineer 16 hours of work per day for a week. What technique addresses this?',
        options: [
          'Resource levelling: move tasks or reassign work to remove the overload',
          'Fast tracking: run more tasks in parallel to finish the work sooner',
          'Crashing: add overtime so the engineer can finish the work faster',
          "Gold plating: add extra features to use the engineer's full capacity",
        ],
      },
      fr: {
        prompt:
          'Le planning attribue à un ingénieur 16 heures de travail par jour pendant une semaine. Quelle technique permet de corriger cela ?',
        options: [
          'Le lissage des ressources : décaler des tâches ou réaffecter le travail',
          "L'exécution en parallèle (fast tracking) : mener plus de tâches en même temps",
          "La compression (crashing) : ajouter des heures supplémentaires à l'ingénieur",
          "La surqualité (gold plating) : ajouter des fonctions pour occuper l'ingénieur",
        ],
      },
      answer: 0,
    },
    {
      id: 'pm-25',
      en: {
        prompt:
          "Earned value data: planned value (PV) GHS 10,000, earned value (EV) GHS 8,000, actual cost (AC) GHS 9,000. What is the project's status?",
        options: [
          'Ahead of schedule and under budget',
          'Behind schedule but under budget',
          'Ahead of schedule but over budget',
          'Behind schedule and over budget',
        ],
      },
      fr: {
        prompt:
          'Valeur acquise : valeur planifiée (PV) 10 000 GHS, valeur acquise (EV) 8 000 GHS, coût réel (AC) 9 000 GHS. Quelle est la situation du projet ?',
        options: [
          'En avance et en dessous du budget',
          'En retard mais en dessous du budget',
          'En avance mais au-dessus du budget',
          'En retard et au-dessus du budget',
        ],
      },
      answer: 3,
    },
    {
      id: 'pm-26',
      en: {
        prompt: "A project's cost performance index is CPI = EV / AC = 0.8. What does this mean?",
        options: [
          'The project has completed 80% of its planned work so far',
          'Each GHS 1 spent delivers only GHS 0.80 of planned work value',
          'The project is spending 20% less than its approved budget',
          '80% of the approved budget remains available to spend',
        ],
      },
      fr: {
        prompt: "L'indice de performance des coûts d'un projet est CPI = EV / AC = 0,8. Qu'est-ce que cela signifie ?",
        options: [
          'Le projet a réalisé 80 % du travail prévu à ce jour',
          'Chaque GHS dépensé ne produit que 0,80 GHS de travail prévu',
          'Le projet dépense 20 % de moins que son budget approuvé',
          'Il reste 80 % du budget approuvé à dépenser',
        ],
      },
      answer: 1,
    },
    {
      id: 'pm-27',
      en: {
        prompt:
          'To meet a deadline, you start software testing before development is fully finished, running them partly in parallel. What is this technique called?',
        options: ['Crashing', 'Resource levelling', 'Fast tracking', 'Gold plating'],
      },
      fr: {
        prompt:
          "Pour tenir une échéance, vous commencez les tests du logiciel avant la fin du développement, en menant les deux en partie en parallèle. Comment s'appelle cette technique ?",
        options: [
          'La compression (crashing)',
          'Le lissage des ressources',
          "L'exécution accélérée (fast tracking)",
          'La surqualité (gold plating)',
        ],
      },
      answer: 2,
    },
    {
      id: 'pm-28',
      en: {
        prompt: 'You add two extra workers to a task that has 10 days of float. What happens to the project end date?',
        options: [
          'It moves earlier by the number of days saved on that task',
          'It moves later, because extra workers always slow a task down',
          "It moves earlier by exactly 10 days, the task's float",
          'Most likely nothing, because the task is not on the critical path',
        ],
      },
      fr: {
        prompt: "Vous ajoutez deux ouvriers à une tâche qui a 10 jours de marge. Qu'advient-il de la date de fin du projet ?",
        options: [
          'Elle avance du nombre de jours gagnés sur cette tâche',
          'Elle recule, car des ouvriers en plus ralentissent toujours une tâche',
          "Elle avance d'exactement 10 jours, la marge de la tâche",
          "Très probablement rien, car la tâche n'est pas sur le chemin critique",
        ],
      },
      answer: 3,
    },
    {
      id: 'pm-29',
      en: {
        prompt:
          "A Scrum team's velocity has been steady at about 20 story points per sprint. The remaining backlog is 120 points. About how many sprints remain?",
        options: ['6', '20', '12', '3'],
      },
      fr: {
        prompt:
          "La vélocité d'une équipe Scrum est stable, autour de 20 points d'histoire par sprint. Le backlog restant fait 120 points. Combien de sprints restent environ ?",
        options: ['6', '20', '12', '3'],
      },
      answer: 0,
    },
    {
      id: 'pm-30',
      en: {
        prompt:
          'A risk has a 20% probability and would cost GHS 50,000 if it occurred. What is its expected monetary value (risk exposure)?',
        options: ['GHS 50,000', 'GHS 10,000', 'GHS 40,000', 'GHS 2,500'],
      },
      fr: {
        prompt:
          "Un risque a une probabilité de 20 % et coûterait 50 000 GHS s'il se produisait. Quelle est sa valeur monétaire attendue (exposition au risque) ?",
        options: ['50 000 GHS', '10 000 GHS', '40 000 GHS', '2 500 GHS'],
      },
      answer: 1,
    },
  ],
};
