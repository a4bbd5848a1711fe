import type { SkillBank } from './types.js';

/** Digital Marketing: 30 questions, English and French (issue 29 §6). */
export const digitalMarketingBank: SkillBank = {
  skill: 'digital-marketing',
  questions: [
    {
      id: 'dm-01',
      en: {
        prompt: 'What is the main goal of search engine optimisation (SEO)?',
        options: [
          'Buying ad placements that appear above the organic results on Google',
          "Growing a brand's follower count and engagement on social networks",
          'Improving a site so it ranks higher in unpaid (organic) search results',
          'Sending targeted newsletters to customers who subscribed by email',
        ],
      },
      fr: {
        prompt: "Quel est l'objectif principal du référencement naturel (SEO) ?",
        options: [
          'Acheter des emplacements publicitaires au-dessus des résultats naturels de Google',
          "Augmenter le nombre d'abonnés et l'engagement d'une marque sur les réseaux sociaux",
          "Améliorer un site pour qu'il soit mieux classé dans les résultats de recherche non payants",
          'Envoyer des newsletters ciblées aux clients inscrits par e-mail',
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-02',
      en: {
        prompt: 'An ad was shown 10,000 times and clicked 200 times. What is its click-through rate (CTR)?',
        options: ['2%', '20%', '0.2%', '50%'],
      },
      fr: {
        prompt: 'Une annonce a été affichée 10 000 fois et a reçu 200 clics. Quel est son taux de clics (CTR) ?',
        options: ['2 %', '20 %', '0,2 %', '50 %'],
      },
      answer: 0,
    },
    {
      id: 'dm-03',
      en: {
        prompt: 'A Kumasi bakery wants to promote its wedding cakes online. What should it define first?',
        options: [
          'A visual identity: logo, colours and fonts for all its posts',
          'Who its target customers are, where they are and what they need',
          'A posting calendar with the number of posts to publish each day',
          'A list of Ghanaian influencers ranked by number of followers',
        ],
      },
      fr: {
        prompt: 'Une boulangerie de Kumasi veut promouvoir ses gâteaux de mariage en ligne. Que doit-elle définir en premier ?',
        options: [
          'Une identité visuelle : logo, couleurs et polices pour toutes ses publications',
          'Qui sont ses clients cibles, où ils se trouvent et ce dont ils ont besoin',
          'Un calendrier éditorial avec le nombre de publications par jour',
          "Une liste d'influenceurs ghanéens classés par nombre d'abonnés",
        ],
      },
      answer: 1,
    },
    {
      id: 'dm-04',
      en: {
        prompt: 'Which of these lines is a clear call to action (CTA) for a social media post?',
        options: [
          '"Freshly baked every morning in Osu since 2015."',
          '"Our shop is open Monday to Saturday, 7 am to 7 pm."',
          '"Quality cakes you can trust for every occasion."',
          '"Order today on WhatsApp: 024 000 0000"',
        ],
      },
      fr: {
        prompt: "Laquelle de ces phrases est un appel à l'action (CTA) clair pour une publication sur les réseaux sociaux ?",
        options: [
          '« Cuit chaque matin à Osu depuis 2015. »',
          '« Notre boutique est ouverte du lundi au samedi, de 7 h à 19 h. »',
          '« Des gâteaux de qualité pour toutes vos occasions. »',
          "« Commandez dès aujourd'hui sur WhatsApp : 024 000 0000 »",
        ],
      },
      answer: 3,
    },
    {
      id: 'dm-05',
      en: {
        prompt: 'What is the difference between organic reach and paid reach on a social network?',
        options: [
          'Organic reach comes from unpaid posts; paid reach from ads or boosted posts',
          'Organic reach counts your followers; paid reach counts people who do not follow you',
          'Organic reach is measured by the platform; paid reach is estimated by the advertiser',
          'Organic reach counts shares of your posts; paid reach counts clicks on your links',
        ],
      },
      fr: {
        prompt: 'Quelle est la différence entre la portée organique et la portée payante sur un réseau social ?',
        options: [
          "L'organique vient des publications gratuites ; la payante, des publicités ou posts sponsorisés",
          "L'organique compte vos abonnés ; la payante compte les personnes qui ne vous suivent pas",
          "L'organique est mesurée par la plateforme ; la payante est estimée par l'annonceur",
          "L'organique compte les partages de vos publications ; la payante, les clics sur vos liens",
        ],
      },
      answer: 0,
    },
    {
      id: 'dm-06',
      en: {
        prompt: 'Why should a business send marketing emails only to people who have agreed to receive them (opt-in)?',
        options: [
          'Email platforms cannot technically deliver messages to addresses that did not opt in',
          'Opt-in lists are always larger than bought lists, so each campaign reaches more people',
          'Consent is required by law in many countries and protects engagement and sender reputation',
          'Sending to non-subscribers is only a problem when the email contains images or links',
        ],
      },
      fr: {
        prompt:
          "Pourquoi une entreprise ne doit-elle envoyer des e-mails marketing qu'aux personnes qui ont accepté de les recevoir (opt-in) ?",
        options: [
          "Les plateformes d'e-mailing ne peuvent techniquement pas livrer aux adresses non inscrites",
          'Les listes opt-in sont toujours plus grandes que les listes achetées et touchent donc plus de monde',
          "Le consentement est exigé par la loi dans bien des pays et préserve l'engagement et la réputation d'expéditeur",
          "Écrire à des non-inscrits ne pose problème que si l'e-mail contient des images ou des liens",
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-07',
      en: {
        prompt: 'What is a landing page in a digital campaign?',
        options: [
          'The home page of the website, which every campaign should link to',
          'A page built for one campaign, with a single goal such as sign-up or purchase',
          'The confirmation page a customer sees after completing a purchase online',
          "The page that lists all of a site's products so visitors can browse freely",
        ],
      },
      fr: {
        prompt: "Qu'est-ce qu'une page d'atterrissage (landing page) dans une campagne numérique ?",
        options: [
          "La page d'accueil du site, vers laquelle toute campagne doit renvoyer",
          'Une page conçue pour une campagne, avec un seul objectif comme une inscription ou un achat',
          "La page de confirmation qu'un client voit après avoir terminé un achat en ligne",
          'La page qui liste tous les produits du site pour que les visiteurs naviguent librement',
        ],
      },
      answer: 1,
    },
    {
      id: 'dm-08',
      en: {
        prompt: 'What is the main purpose of using a relevant hashtag, such as `#AccraFood`, on a post?',
        options: [
          'To make the post visible only to people who already follow you',
          'To turn the post into a sponsored ad without paying for it',
          'To stop other accounts from copying or sharing the post',
          'To help people interested in that topic discover the post',
        ],
      },
      fr: {
        prompt: "Quel est le but principal d'un hashtag pertinent, comme `#AccraFood`, dans une publication ?",
        options: [
          'Rendre la publication visible uniquement par vos abonnés',
          'Transformer la publication en annonce sponsorisée sans payer',
          "Empêcher d'autres comptes de copier ou de partager la publication",
          'Aider les personnes intéressées par ce sujet à découvrir la publication',
        ],
      },
      answer: 3,
    },
    {
      id: 'dm-09',
      en: {
        prompt: 'Which is an example of content marketing for a Kumasi bakery?',
        options: [
          'Publishing recipe videos and baking tips that attract people who love cakes',
          'Buying a list of phone numbers and sending SMS offers to all of them',
          'Running a 50% discount on all cakes for the whole month of December',
          'Paying for a large billboard showing the logo on the Kumasi–Accra road',
        ],
      },
      fr: {
        prompt: 'Lequel de ces exemples relève du marketing de contenu pour une boulangerie de Kumasi ?',
        options: [
          'Publier des vidéos de recettes et des astuces qui attirent les amateurs de gâteaux',
          'Acheter une liste de numéros de téléphone et envoyer des offres par SMS à tous',
          'Faire une remise de 50 % sur tous les gâteaux pendant tout le mois de décembre',
          'Payer un grand panneau publicitaire avec le logo sur la route Kumasi–Accra',
        ],
      },
      answer: 0,
    },
    {
      id: 'dm-10',
      en: {
        prompt: 'Most of your Ghanaian customers browse on their phones. What should be a priority for your website?',
        options: [
          'Large high-resolution photos and videos on every page to impress visitors',
          'A detailed desktop layout with many columns, menus and side panels',
          'A fast, mobile-friendly design that works on small screens and slow connections',
          'Pop-ups that ask visitors to download the app as soon as a page opens',
        ],
      },
      fr: {
        prompt: 'La plupart de vos clients ghanéens naviguent sur leur téléphone. Quelle doit être la priorité pour votre site ?',
        options: [
          'De grandes photos et vidéos haute résolution sur chaque page pour impressionner',
          'Une mise en page pour ordinateur, riche en colonnes, menus et panneaux latéraux',
          'Un site rapide, adapté au mobile, qui fonctionne sur petit écran et avec une connexion lente',
          "Des fenêtres pop-up qui invitent à télécharger l'appli dès l'ouverture d'une page",
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-11',
      en: {
        prompt: 'You spent GHS 500 on a search ad campaign and received 250 clicks. What was the average cost per click (CPC)?',
        options: ['GHS 0.50', 'GHS 2', 'GHS 5', 'GHS 250'],
      },
      fr: {
        prompt:
          "Vous avez dépensé 500 GHS dans une campagne d'annonces sur les moteurs de recherche et obtenu 250 clics. Quel a été le coût moyen par clic (CPC) ?",
        options: ['0,50 GHS', '2 GHS', '5 GHS', '250 GHS'],
      },
      answer: 1,
    },
    {
      id: 'dm-12',
      en: {
        prompt: 'A campaign cost GHS 1,000 and generated GHS 4,000 in sales. What is its return on ad spend (ROAS)?',
        options: ['0.25 (25%)', '3 (300%)', '1 (100%)', '4 (400%)'],
      },
      fr: {
        prompt: 'Une campagne a coûté 1 000 GHS et généré 4 000 GHS de ventes. Quel est son retour sur dépenses publicitaires (ROAS) ?',
        options: ['0,25 (25 %)', '3 (300 %)', '1 (100 %)', '4 (400 %)'],
      },
      answer: 3,
    },
    {
      id: 'dm-13',
      en: {
        prompt: 'You want to know which of two email subject lines gets more opens. How should you run the A/B test?',
        options: [
          'Send version A this month and version B next month to the whole list',
          'Split the list randomly, change only the subject line, and compare open rates',
          'Send both versions to every subscriber on the same day and compare the replies',
          'Change the subject, sender name and offer together to get a bigger difference',
        ],
      },
      fr: {
        prompt: "Vous voulez savoir laquelle de deux lignes d'objet d'e-mail obtient le plus d'ouvertures. Comment mener le test A/B ?",
        options: [
          'Envoyer la version A ce mois-ci et la version B le mois prochain à toute la liste',
          "Diviser la liste au hasard, ne changer que l'objet et comparer les taux d'ouverture",
          'Envoyer les deux versions à tous les abonnés le même jour et comparer les réponses',
          "Changer ensemble l'objet, l'expéditeur et l'offre pour obtenir un écart plus net",
        ],
      },
      answer: 1,
    },
    {
      id: 'dm-14',
      en: {
        prompt: 'Your ad has a good CTR, but 85% of visitors leave the landing page at once. What should you check first?',
        options: [
          'Whether the page loads fast and matches what the ad promised',
          'Whether the daily ad budget is high enough to reach more people',
          'Whether the ad shows your logo clearly in the first seconds',
          'Whether you are posting often enough on your social media pages',
        ],
      },
      fr: {
        prompt:
          "Votre annonce a un bon CTR, mais 85 % des visiteurs quittent aussitôt la page d'atterrissage. Que faut-il vérifier en premier ?",
        options: [
          "Si la page se charge vite et correspond à ce que l'annonce promettait",
          'Si le budget quotidien est assez élevé pour toucher plus de monde',
          "Si votre logo apparaît clairement dans les premières secondes de l'annonce",
          'Si vous publiez assez souvent sur vos pages de réseaux sociaux',
        ],
      },
      answer: 0,
    },
    {
      id: 'dm-15',
      en: {
        prompt: 'What are UTM parameters (e.g. `?utm_source=facebook&utm_campaign=easter`) added to a link used for?',
        options: [
          'Shortening long links so they fit in SMS and social media posts',
          'Telling search engines which pages of your site they should index',
          'Making the page load faster by caching it for returning visitors',
          'Tracking in your analytics which source and campaign brought each visit',
        ],
      },
      fr: {
        prompt: 'À quoi servent les paramètres UTM (par ex. `?utm_source=facebook&utm_campaign=easter`) ajoutés à un lien ?',
        options: [
          'À raccourcir les liens longs pour les faire tenir dans un SMS ou une publication',
          'À indiquer aux moteurs de recherche quelles pages du site indexer',
          'À accélérer le chargement de la page en la gardant en cache pour les visiteurs',
          'À suivre dans vos statistiques la source et la campagne de chaque visite',
        ],
      },
      answer: 3,
    },
    {
      id: 'dm-16',
      en: {
        prompt: 'What does a retargeting (remarketing) campaign do?',
        options: [
          'Shows ads to people who have never interacted with the brand before',
          'Moves an underperforming campaign to a new audience in another region',
          'Shows ads to people who visited your site or app but did not buy',
          'Sends the same ad again to people who already bought, to thank them',
        ],
      },
      fr: {
        prompt: 'Que fait une campagne de reciblage (remarketing) ?',
        options: [
          "Elle montre des annonces à des personnes qui n'ont jamais interagi avec la marque",
          "Elle déplace une campagne peu performante vers une audience d'une autre région",
          'Elle montre des annonces aux personnes qui ont visité votre site ou appli sans acheter',
          'Elle renvoie la même annonce aux personnes qui ont déjà acheté, pour les remercier',
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-17',
      en: {
        prompt: 'Compared with the keyword "cakes", what is typical of the long-tail keyword "affordable wedding cakes in Kumasi"?',
        options: [
          'Higher search volume and lower buying intent than a short keyword',
          'Lower search volume but higher buying intent and less competition',
          'It cannot be targeted in search ads because it is too specific',
          'It always costs more per click because it contains a city name',
        ],
      },
      fr: {
        prompt:
          "Par rapport au mot-clé « gâteaux », qu'est-ce qui caractérise le mot-clé de longue traîne « gâteaux de mariage abordables à Kumasi » ?",
        options: [
          "Plus de volume de recherche et une intention d'achat plus faible qu'un mot-clé court",
          "Moins de volume de recherche, mais une intention d'achat plus forte et moins de concurrence",
          'Il ne peut pas être ciblé dans les annonces de recherche car il est trop précis',
          "Il coûte toujours plus cher par clic parce qu'il contient un nom de ville",
        ],
      },
      answer: 1,
    },
    {
      id: 'dm-18',
      en: {
        prompt: 'Which campaign goal is written in the SMART way?',
        options: [
          '"Become the best-known bakery in Ghana through social media."',
          '"Get many more followers and online orders as soon as possible."',
          '"Post every day this quarter and see how many orders come in."',
          '"Get 300 online orders from Accra customers by 31 March."',
        ],
      },
      fr: {
        prompt: 'Quel objectif de campagne est formulé selon la méthode SMART ?',
        options: [
          '« Devenir la boulangerie la plus connue du Ghana grâce aux réseaux sociaux. »',
          "« Obtenir beaucoup plus d'abonnés et de commandes en ligne au plus vite. »",
          '« Publier chaque jour ce trimestre et voir combien de commandes arrivent. »',
          "« Obtenir 300 commandes en ligne de clients d'Accra d'ici le 31 mars. »",
        ],
      },
      answer: 3,
    },
    {
      id: 'dm-19',
      en: {
        prompt: "A campaign's goal is brand awareness for a new mobile money service. Which metrics matter most?",
        options: [
          'Reach and impressions among the target audience',
          'Average order value and revenue per customer',
          'Customer lifetime value and repeat purchases',
          'Refund rate and number of customer complaints',
        ],
      },
      fr: {
        prompt: "L'objectif d'une campagne est la notoriété d'un nouveau service de mobile money. Quels indicateurs comptent le plus ?",
        options: [
          'La portée et les impressions auprès de la cible',
          'Le panier moyen et le revenu par client',
          'La valeur vie client et les achats répétés',
          'Le taux de remboursement et le nombre de plaintes',
        ],
      },
      answer: 0,
    },
    {
      id: 'dm-20',
      en: {
        prompt: 'What is a lookalike audience on an ad platform?',
        options: [
          "People who follow or engage with your competitors' pages",
          'A copy of your customer list, uploaded again to reach them twice',
          'New people who resemble an existing audience, such as your customers',
          'Everyone who lives in the same city or region as your business',
        ],
      },
      fr: {
        prompt: "Qu'est-ce qu'une audience similaire (lookalike) sur une plateforme publicitaire ?",
        options: [
          'Les personnes qui suivent les pages de vos concurrents ou y réagissent',
          'Une copie de votre liste de clients, importée à nouveau pour les toucher deux fois',
          'De nouvelles personnes qui ressemblent à une audience existante, comme vos clients',
          'Toutes les personnes qui habitent la même ville ou région que votre entreprise',
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-21',
      en: {
        prompt: 'A pharmacy in Kumasi wants to appear when people search "pharmacy near me". What is the most useful step?',
        options: [
          'Buy Instagram followers so that its page looks more popular',
          'Send a daily newsletter with offers to its existing customers',
          'Repeat "pharmacy near me" many times in the text of its website',
          'Complete its Google Business Profile: address, hours, phone, photos',
        ],
      },
      fr: {
        prompt: "Une pharmacie de Kumasi veut apparaître quand on cherche « pharmacie près de moi ». Quelle est l'action la plus utile ?",
        options: [
          'Acheter des abonnés Instagram pour que sa page paraisse plus populaire',
          "Envoyer chaque jour une newsletter d'offres à ses clients actuels",
          'Répéter « pharmacie près de moi » de nombreuses fois dans le texte de son site',
          'Compléter sa fiche Google Business Profile : adresse, horaires, téléphone, photos',
        ],
      },
      answer: 3,
    },
    {
      id: 'dm-22',
      en: {
        prompt: "What is the main role of a page's meta description?",
        options: [
          'It is often shown under the title in search results and can encourage clicks',
          'It tells the browser which fonts and colours to use on the page',
          'It guarantees a first-page ranking when it contains the main keyword',
          'It tells search engines not to index the page or follow its links',
        ],
      },
      fr: {
        prompt: "Quel est le rôle principal de la méta-description d'une page ?",
        options: [
          "Elle s'affiche souvent sous le titre dans les résultats de recherche et peut inciter au clic",
          'Elle indique au navigateur les polices et les couleurs de la page',
          'Elle garantit un classement en première page si elle contient le mot-clé principal',
          'Elle demande aux moteurs de ne pas indexer la page ni suivre ses liens',
        ],
      },
      answer: 0,
    },
    {
      id: 'dm-23',
      en: {
        prompt: "Which is most likely to improve a website's SEO authority?",
        options: [
          'Repeating the main keyword in hidden white text at the bottom of every page',
          'Earning links from reputable, relevant sites, such as a respected news site',
          'Buying thousands of cheap links from unrelated websites and link farms',
          'Copying popular articles from other sites to publish more content quickly',
        ],
      },
      fr: {
        prompt: "Qu'est-ce qui a le plus de chances d'améliorer l'autorité SEO d'un site ?",
        options: [
          'Répéter le mot-clé principal en texte blanc caché au bas de chaque page',
          "Obtenir des liens de sites fiables et pertinents, comme un site d'actualité reconnu",
          'Acheter des milliers de liens bon marché sur des sites sans rapport et des fermes de liens',
          "Copier des articles populaires d'autres sites pour publier plus vite",
        ],
      },
      answer: 1,
    },
    {
      id: 'dm-24',
      en: {
        prompt: 'Why segment an email list (for example, by city or past purchases) instead of sending one message to everyone?',
        options: [
          'Segmented campaigns are free to send on most email marketing platforms',
          'Splitting the list makes it bigger, so each campaign reaches more people',
          'Relevant messages usually get more opens and clicks, and fewer unsubscribes',
          "Segmenting the list removes the need to get subscribers' consent",
        ],
      },
      fr: {
        prompt:
          "Pourquoi segmenter une liste d'e-mails (par exemple par ville ou par achats passés) au lieu d'envoyer un seul message à tout le monde ?",
        options: [
          "Les campagnes segmentées sont gratuites sur la plupart des plateformes d'e-mailing",
          "Diviser la liste l'agrandit, si bien que chaque campagne touche plus de monde",
          "Des messages pertinents obtiennent plus d'ouvertures et de clics, et moins de désabonnements",
          "Segmenter la liste dispense de demander le consentement des abonnés avant l'envoi",
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-25',
      en: {
        prompt: 'Your ads cost GHS 3,000 this month and brought 60 new customers. What is the cost per acquisition (CPA)?',
        options: ['GHS 20', 'GHS 180', 'GHS 500', 'GHS 50'],
      },
      fr: {
        prompt: 'Vos publicités ont coûté 3 000 GHS ce mois-ci et ont amené 60 nouveaux clients. Quel est le coût par acquisition (CPA) ?',
        options: ['20 GHS', '180 GHS', '500 GHS', '50 GHS'],
      },
      answer: 3,
    },
    {
      id: 'dm-26',
      en: {
        prompt: 'A business uses last-click attribution. What is the main risk?',
        options: [
          'Channels that build awareness early in the journey get little or no credit',
          'Every channel receives an equal share of the credit for each sale',
          'Each conversion is counted once for every channel the customer used',
          'Search ads, which are usually the last click, receive no credit at all',
        ],
      },
      fr: {
        prompt: "Une entreprise utilise l'attribution au dernier clic. Quel est le principal risque ?",
        options: [
          'Les canaux qui créent la notoriété en début de parcours reçoivent peu ou pas de mérite',
          'Chaque canal reçoit une part égale du mérite de chaque vente',
          'Chaque conversion est comptée une fois pour chaque canal utilisé par le client',
          'Les annonces de recherche, souvent le dernier clic, ne reçoivent aucun mérite',
        ],
      },
      answer: 0,
    },
    {
      id: 'dm-27',
      en: {
        prompt:
          'It costs GHS 150 to acquire a customer (CAC), and a customer brings GHS 120 of profit over their lifetime (LTV). What does this mean?',
        options: [
          'The business earns GHS 30 on each customer, so the campaign is profitable',
          'The business loses money on each new customer; it must lower CAC or raise LTV',
          'The campaign is working well and its budget should be increased',
          'CAC and LTV measure different things, so they cannot be compared',
        ],
      },
      fr: {
        prompt:
          "Acquérir un client coûte 150 GHS (CAC), et un client rapporte 120 GHS de bénéfice sur toute sa durée de vie (LTV). Qu'est-ce que cela signifie ?",
        options: [
          "L'entreprise gagne 30 GHS sur chaque client, donc la campagne est rentable",
          "Elle perd de l'argent sur chaque nouveau client ; il faut baisser le CAC ou relever la LTV",
          'La campagne fonctionne bien et il faut augmenter son budget dès maintenant',
          'Le CAC et la LTV mesurent des choses différentes : on ne peut pas les comparer',
        ],
      },
      answer: 1,
    },
    {
      id: 'dm-28',
      en: {
        prompt:
          'After three weeks, an ad shown to a small audience has a frequency of 9 and its CTR keeps falling. What is the best response?',
        options: [
          'Double the budget on the same audience to win back the lost clicks',
          'Stop all advertising for good, since the audience has lost interest',
          'Change nothing: a falling CTR is normal and does not affect results',
          'Refresh the creative and/or widen the audience to reduce ad fatigue',
        ],
      },
      fr: {
        prompt:
          'Après trois semaines, une annonce diffusée à une petite audience a une fréquence de 9 et son CTR ne cesse de baisser. Quelle est la meilleure réaction ?',
        options: [
          'Doubler le budget sur la même audience pour regagner les clics perdus',
          "Arrêter définitivement toute publicité, car l'audience s'est lassée",
          'Ne rien changer : un CTR en baisse est normal et sans effet sur les résultats',
          "Renouveler les visuels et/ou élargir l'audience pour réduire la lassitude",
        ],
      },
      answer: 3,
    },
    {
      id: 'dm-29',
      en: {
        prompt:
          'Management asks how many sales the ads really caused, beyond sales that would have happened anyway. Which method answers this best?',
        options: [
          'Counting all the sales made during the weeks the campaign ran',
          "Using the conversions reported by the ad platform's dashboard",
          'A holdout test: hide the ads from a random group and compare its sales',
          "Comparing this month's sales with the same month last year",
        ],
      },
      fr: {
        prompt:
          'La direction veut savoir combien de ventes les publicités ont réellement provoquées, au-delà de celles qui auraient eu lieu de toute façon. Quelle méthode répond le mieux ?',
        options: [
          'Compter toutes les ventes réalisées pendant les semaines où la campagne a tourné',
          'Reprendre les conversions affichées dans le tableau de bord de la plateforme',
          'Un groupe témoin : cacher les annonces à un groupe tiré au hasard et comparer ses ventes',
          "Comparer les ventes de ce mois-ci à celles du même mois de l'année dernière",
        ],
      },
      answer: 2,
    },
    {
      id: 'dm-30',
      en: {
        prompt: 'After one day, landing page B has 3 sales from 30 visitors and page A has 1 from 30. What should you conclude?',
        options: [
          'Page B converts three times better, so send all traffic to it now',
          'Too few visitors to conclude; keep testing up to the planned sample size',
          'Page A is better, because fewer sales means fewer delivery problems',
          'Stop the test: one full day of data is enough to pick a winner',
        ],
      },
      fr: {
        prompt: 'Après une journée, la page B compte 3 ventes pour 30 visiteurs et la page A 1 vente pour 30. Que faut-il conclure ?',
        options: [
          'La page B convertit trois fois mieux : envoyez-lui tout le trafic maintenant',
          "Trop peu de visiteurs pour conclure : poursuivez le test jusqu'à l'échantillon prévu",
          'La page A est meilleure, car moins de ventes veut dire moins de problèmes de livraison',
          'Arrêtez le test : une journée complète de données suffit pour désigner un gagnant',
        ],
      },
      answer: 1,
    },
  ],
};
