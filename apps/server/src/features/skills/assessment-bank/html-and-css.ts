import type { SkillBank } from './types.js';

/** HTML & CSS: 30 questions, English and French (issue 29 §6). */
export const htmlAndCssBank: SkillBank = {
  skill: 'html-and-css',
  questions: [
    {
      id: 'html-01',
      en: { prompt: 'Which HTML element creates a hyperlink to another page?', options: ['`<link>`', '`<href>`', '`<a>`', '`<nav>`'] },
      fr: {
        prompt: 'Quel élément HTML crée un lien hypertexte vers une autre page ?',
        options: ['`<link>`', '`<href>`', '`<a>`', '`<nav>`'],
      },
      answer: 2,
    },
    {
      id: 'html-02',
      en: {
        prompt: 'Which attribute gives an image a text alternative, read by screen readers?',
        options: ['`title`', '`alt`', '`src`', '`caption`'],
      },
      fr: {
        prompt: 'Quel attribut donne à une image un texte de remplacement, lu par les lecteurs d’écran ?',
        options: ['`title`', '`alt`', '`src`', '`caption`'],
      },
      answer: 1,
    },
    {
      id: 'html-03',
      en: {
        prompt: 'Which CSS property changes the colour of an element’s text?',
        options: ['`color`', '`font-color`', '`text-color`', '`background-color`'],
      },
      fr: {
        prompt: 'Quelle propriété CSS change la couleur du texte d’un élément ?',
        options: ['`color`', '`font-color`', '`text-color`', '`background-color`'],
      },
      answer: 0,
    },
    {
      id: 'html-04',
      en: {
        prompt: 'Which line in the `<head>` correctly links the external stylesheet `styles.css`?',
        options: [
          '`<style src="styles.css">`',
          '`<css href="styles.css">`',
          '`<script href="styles.css"></script>`',
          '`<link rel="stylesheet" href="styles.css">`',
        ],
      },
      fr: {
        prompt: 'Quelle ligne du `<head>` relie correctement la feuille de style externe `styles.css` ?',
        options: [
          '`<style src="styles.css">`',
          '`<css href="styles.css">`',
          '`<script href="styles.css"></script>`',
          '`<link rel="stylesheet" href="styles.css">`',
        ],
      },
      answer: 3,
    },
    {
      id: 'html-05',
      en: { prompt: 'Which CSS selector targets the element that has `id="menu"`?', options: ['`.menu`', '`#menu`', '`menu`', '`*menu`'] },
      fr: { prompt: 'Quel sélecteur CSS cible l’élément qui a `id="menu"` ?', options: ['`.menu`', '`#menu`', '`menu`', '`*menu`'] },
      answer: 1,
    },
    {
      id: 'html-06',
      en: {
        prompt: 'In the CSS box model, which area lies between the content and the border?',
        options: ['`margin`', '`outline`', '`gap`', '`padding`'],
      },
      fr: {
        prompt: 'Dans le modèle de boîte CSS, quelle zone se trouve entre le contenu et la bordure ?',
        options: ['`margin`', '`outline`', '`gap`', '`padding`'],
      },
      answer: 3,
    },
    {
      id: 'html-07',
      en: {
        prompt: 'Which element best wraps a site’s main navigation links, for good semantics?',
        options: ['`<div class="nav">`', '`<section>`', '`<nav>`', '`<menu-bar>`'],
      },
      fr: {
        prompt: 'Quel élément convient le mieux, sur le plan sémantique, pour regrouper les liens de navigation principaux d’un site ?',
        options: ['`<div class="nav">`', '`<section>`', '`<nav>`', '`<menu-bar>`'],
      },
      answer: 2,
    },
    {
      id: 'html-08',
      en: {
        prompt: 'Which form field is meant for email addresses and gets basic built-in validation from the browser?',
        options: ['`<input type="email">`', '`<input type="text" email>`', '`<input type="mail">`', '`<email>`'],
      },
      fr: {
        prompt:
          'Quel champ de formulaire est prévu pour les adresses e-mail et bénéficie d’une validation de base intégrée au navigateur ?',
        options: ['`<input type="email">`', '`<input type="text" email>`', '`<input type="mail">`', '`<email>`'],
      },
      answer: 0,
    },
    {
      id: 'html-09',
      en: {
        prompt: 'What does `display: none` do to an element?',
        options: [
          'Makes it transparent but keeps its space',
          'Removes it from the layout, so it takes up no space',
          'Hides only its text',
          'Deletes it from the HTML source',
        ],
      },
      fr: {
        prompt: 'Quel est l’effet de `display: none` sur un élément ?',
        options: [
          'Il devient transparent mais garde sa place',
          'Il est retiré de la mise en page et n’occupe plus aucune place',
          'Seul son texte est masqué',
          'Il est supprimé du code source HTML',
        ],
      },
      answer: 1,
    },
    {
      id: 'html-10',
      en: {
        prompt: 'Which `<meta>` tag makes a page scale properly on mobile phones?',
        options: [
          '`<meta charset="utf-8">`',
          '`<meta name="mobile" content="yes">`',
          '`<meta name="description" content="mobile">`',
          '`<meta name="viewport" content="width=device-width, initial-scale=1">`',
        ],
      },
      fr: {
        prompt: 'Quelle balise `<meta>` permet à une page de s’afficher à la bonne échelle sur téléphone mobile ?',
        options: [
          '`<meta charset="utf-8">`',
          '`<meta name="mobile" content="yes">`',
          '`<meta name="description" content="mobile">`',
          '`<meta name="viewport" content="width=device-width, initial-scale=1">`',
        ],
      },
      answer: 3,
    },
    {
      id: 'html-11',
      en: {
        prompt:
          'The rules `p { color: black; }`, `.note { color: green; }` and `#intro { color: red; }` all match `<p id="intro" class="note">`. What colour is its text?',
        options: ['Black', 'Green', 'Red', 'The browser’s default colour'],
      },
      fr: {
        prompt:
          'Les règles `p { color: black; }`, `.note { color: green; }` et `#intro { color: red; }` s’appliquent toutes à `<p id="intro" class="note">`. De quelle couleur est son texte ?',
        options: ['Noir', 'Vert', 'Rouge', 'La couleur par défaut du navigateur'],
      },
      answer: 2,
    },
    {
      id: 'html-12',
      en: {
        prompt: 'In a flex container with the default `flex-direction: row`, which declaration centres the items horizontally?',
        options: ['`justify-content: center`', '`align-items: center`', '`text-align: middle`', '`float: center`'],
      },
      fr: {
        prompt:
          'Dans un conteneur flex avec la valeur par défaut `flex-direction: row`, quelle déclaration centre les éléments horizontalement ?',
        options: ['`justify-content: center`', '`align-items: center`', '`text-align: middle`', '`float: center`'],
      },
      answer: 0,
    },
    {
      id: 'html-13',
      en: {
        prompt:
          'An element has `box-sizing: border-box`, `width: 200px`, `padding: 20px` and `border: 5px solid`. What is its total rendered width?',
        options: ['`250px`', '`240px`', '`225px`', '`200px`'],
      },
      fr: {
        prompt:
          'Un élément a `box-sizing: border-box`, `width: 200px`, `padding: 20px` et `border: 5px solid`. Quelle est sa largeur totale affichée ?',
        options: ['`250px`', '`240px`', '`225px`', '`200px`'],
      },
      answer: 3,
    },
    {
      id: 'html-14',
      en: {
        prompt: 'An element with `position: absolute` is positioned relative to what?',
        options: [
          'Always the browser window',
          'Its nearest ancestor whose `position` is not `static`',
          'Its previous sibling element',
          'Always the `<body>` element',
        ],
      },
      fr: {
        prompt: 'Un élément en `position: absolute` est positionné par rapport à quoi ?',
        options: [
          'Toujours la fenêtre du navigateur',
          'Son plus proche ancêtre dont la `position` n’est pas `static`',
          'L’élément frère qui le précède',
          'Toujours l’élément `<body>`',
        ],
      },
      answer: 1,
    },
    {
      id: 'html-15',
      en: {
        prompt: 'Which media query applies styles only on screens 600px wide or narrower?',
        options: [
          '`@media (min-width: 600px)`',
          '`@media screen and (width > 600px)`',
          '`@media (max-width: 600px)`',
          '`@media (device: mobile)`',
        ],
      },
      fr: {
        prompt: 'Quelle media query applique des styles uniquement aux écrans de 600px de large ou moins ?',
        options: [
          '`@media (min-width: 600px)`',
          '`@media screen and (width > 600px)`',
          '`@media (max-width: 600px)`',
          '`@media (device: mobile)`',
        ],
      },
      answer: 2,
    },
    {
      id: 'html-16',
      en: {
        prompt: 'Which markup correctly associates a label with its input?',
        options: [
          '`<label for="phone">Phone</label> <input id="phone">`',
          '`<label name="phone">Phone</label> <input id="phone">`',
          '`<label>Phone</label> <input label="phone">`',
          '`<label id="phone">Phone</label> <input for="phone">`',
        ],
      },
      fr: {
        prompt: 'Quel balisage associe correctement une étiquette (label) à son champ ?',
        options: [
          '`<label for="phone">Phone</label> <input id="phone">`',
          '`<label name="phone">Phone</label> <input id="phone">`',
          '`<label>Phone</label> <input label="phone">`',
          '`<label id="phone">Phone</label> <input for="phone">`',
        ],
      },
      answer: 0,
    },
    {
      id: 'html-17',
      en: {
        prompt: 'What is `1rem` equal to in CSS?',
        options: [
          'The font size of the parent element',
          '1% of the viewport width',
          'Always 16 pixels, whatever the settings',
          'The font size of the root (`<html>`) element',
        ],
      },
      fr: {
        prompt: 'En CSS, à quoi correspond `1rem` ?',
        options: [
          'À la taille de police de l’élément parent',
          'À 1 % de la largeur de la fenêtre',
          'Toujours à 16 pixels, quels que soient les réglages',
          'À la taille de police de l’élément racine (`<html>`)',
        ],
      },
      answer: 3,
    },
    {
      id: 'html-18',
      en: {
        prompt: 'What does `grid-template-columns: repeat(3, 1fr)` create?',
        options: [
          'Three rows of equal height',
          'Three columns that share the available width equally',
          'One column three times wider than the others',
          'Three columns exactly 1 pixel wide',
        ],
      },
      fr: {
        prompt: 'Que crée `grid-template-columns: repeat(3, 1fr)` ?',
        options: [
          'Trois lignes de même hauteur',
          'Trois colonnes qui se partagent à parts égales la largeur disponible',
          'Une colonne trois fois plus large que les autres',
          'Trois colonnes d’exactement 1 pixel de large',
        ],
      },
      answer: 1,
    },
    {
      id: 'html-19',
      en: {
        prompt: 'A control does not submit a form; it only opens a menu when clicked. Which element is the most accessible choice?',
        options: ['`<div onclick="openMenu()">`', '`<span class="button">`', '`<button type="button">`', 'An `<a>` with no `href`'],
      },
      fr: {
        prompt: 'Un contrôle n’envoie pas de formulaire : il ouvre seulement un menu au clic. Quel élément est le plus accessible ?',
        options: ['`<div onclick="openMenu()">`', '`<span class="button">`', '`<button type="button">`', 'Un `<a>` sans `href`'],
      },
      answer: 2,
    },
    {
      id: 'html-20',
      en: {
        prompt: 'Which selector styles a link while the mouse pointer is over it?',
        options: ['`a:hover`', '`a:active`', '`a::before`', '`a:visited`'],
      },
      fr: {
        prompt: 'Quel sélecteur met en forme un lien pendant que le pointeur de la souris le survole ?',
        options: ['`a:hover`', '`a:active`', '`a::before`', '`a:visited`'],
      },
      answer: 0,
    },
    {
      id: 'html-21',
      en: {
        prompt: 'By default, which of these elements is displayed inline rather than as a block?',
        options: ['`<div>`', '`<p>`', '`<section>`', '`<span>`'],
      },
      fr: {
        prompt: 'Par défaut, lequel de ces éléments s’affiche en ligne (inline) plutôt qu’en bloc ?',
        options: ['`<div>`', '`<p>`', '`<section>`', '`<span>`'],
      },
      answer: 3,
    },
    {
      id: 'html-22',
      en: {
        prompt:
          'Two paragraphs follow each other in normal flow: the first has `margin-bottom: 20px`, the second `margin-top: 30px`. What is the vertical space between them?',
        options: ['`50px`', '`30px`', '`20px`', '`10px`'],
      },
      fr: {
        prompt:
          'Deux paragraphes se suivent dans le flux normal : le premier a `margin-bottom: 20px`, le second `margin-top: 30px`. Quel est l’espace vertical entre eux ?',
        options: ['`50px`', '`30px`', '`20px`', '`10px`'],
      },
      answer: 1,
    },
    {
      id: 'html-23',
      en: {
        prompt: 'How do you use a CSS custom property declared as `--brand: #0a7d3b;`?',
        options: ['`color: $brand;`', '`color: brand();`', '`color: var(--brand);`', '`color: @brand;`'],
      },
      fr: {
        prompt: 'Comment utiliser une propriété personnalisée CSS déclarée avec `--brand: #0a7d3b;` ?',
        options: ['`color: $brand;`', '`color: brand();`', '`color: var(--brand);`', '`color: @brand;`'],
      },
      answer: 2,
    },
    {
      id: 'html-24',
      en: {
        prompt: 'A block in normal flow has `z-index: 10`, yet it stays behind other content. What is the most likely reason?',
        options: [
          'It has `position: static`, the default',
          '`z-index` only works on images',
          'The value must be negative',
          '`z-index` requires `display: inline`',
        ],
      },
      fr: {
        prompt:
          'Un bloc dans le flux normal a `z-index: 10`, mais il reste derrière d’autres contenus. Quelle est la raison la plus probable ?',
        options: [
          'Il a `position: static`, la valeur par défaut',
          '`z-index` ne fonctionne que sur les images',
          'La valeur doit être négative',
          '`z-index` exige `display: inline`',
        ],
      },
      answer: 0,
    },
    {
      id: 'html-25',
      en: {
        prompt: 'Which of these selectors has the highest specificity?',
        options: ['`div p span`', '`.card .title`', '`ul li a:hover`', '`#main a`'],
      },
      fr: {
        prompt: 'Lequel de ces sélecteurs a la plus forte spécificité ?',
        options: ['`div p span`', '`.card .title`', '`ul li a:hover`', '`#main a`'],
      },
      answer: 3,
    },
    {
      id: 'html-26',
      en: {
        prompt: 'What does `flex: 1` on each of the three children of a flex container do?',
        options: [
          'Makes each child exactly 1px wide',
          'Lets the children grow to share the free space equally',
          'Puts each child on its own line',
          'Sets the display order of each child to 1',
        ],
      },
      fr: {
        prompt: 'Quel est l’effet de `flex: 1` sur chacun des trois enfants d’un conteneur flex ?',
        options: [
          'Chaque enfant fait exactement 1px de large',
          'Les enfants s’agrandissent pour se partager également l’espace libre',
          'Chaque enfant passe sur sa propre ligne',
          'L’ordre d’affichage de chaque enfant passe à 1',
        ],
      },
      answer: 1,
    },
    {
      id: 'html-27',
      en: {
        prompt: 'For accessibility, how should headings be used on a page?',
        options: [
          'Pick heading levels according to the font size you want',
          'Use `<h1>` for every heading',
          'Follow the structure of the content: one main `<h1>`, then `<h2>`, `<h3>`… without skipping levels',
          'Avoid headings and use bold `<div>` elements instead',
        ],
      },
      fr: {
        prompt: 'Pour l’accessibilité, comment faut-il utiliser les titres dans une page ?',
        options: [
          'Choisir le niveau de titre selon la taille de police voulue',
          'Utiliser `<h1>` pour tous les titres',
          'Suivre la structure du contenu : un `<h1>` principal, puis `<h2>`, `<h3>`… sans sauter de niveau',
          'Éviter les titres et utiliser plutôt des `<div>` en gras',
        ],
      },
      answer: 2,
    },
    {
      id: 'html-28',
      en: {
        prompt: 'A table header has `position: sticky; top: 0;` but does not stick when the page scrolls. What is a common cause?',
        options: [
          'An ancestor has `overflow: hidden` or `auto`, which makes it the scroll container',
          '`top` must be given as a percentage',
          '`sticky` only works on `<div>` elements',
          'The header also needs `float: left`',
        ],
      },
      fr: {
        prompt:
          'L’en-tête d’un tableau a `position: sticky; top: 0;` mais ne reste pas fixé quand la page défile. Quelle est une cause fréquente ?',
        options: [
          'Un ancêtre a `overflow: hidden` ou `auto`, ce qui en fait le conteneur de défilement',
          '`top` doit être exprimé en pourcentage',
          '`sticky` ne fonctionne que sur les éléments `<div>`',
          'L’en-tête a aussi besoin de `float: left`',
        ],
      },
      answer: 0,
    },
    {
      id: 'html-29',
      en: {
        prompt:
          'A Lagos online shop shows many product photos far down a long page. Which `<img>` attribute lets the browser wait to load them until they are about to be seen?',
        options: ['`defer`', '`async`', '`preload="false"`', '`loading="lazy"`'],
      },
      fr: {
        prompt:
          'Une boutique en ligne de Lagos affiche beaucoup de photos de produits en bas d’une longue page. Quel attribut de `<img>` permet au navigateur d’attendre qu’elles soient sur le point d’être vues pour les charger ?',
        options: ['`defer`', '`async`', '`preload="false"`', '`loading="lazy"`'],
      },
      answer: 3,
    },
    {
      id: 'html-30',
      en: {
        prompt: 'What does the `srcset` attribute of an `<img>` let the browser do?',
        options: [
          'Load several images at once and show them as a slideshow',
          'Apply CSS filters to the image',
          'Choose the most suitable image file for the screen size and pixel density',
          'Keep the image in its cache permanently',
        ],
      },
      fr: {
        prompt: 'Que permet au navigateur l’attribut `srcset` d’une balise `<img>` ?',
        options: [
          'Charger plusieurs images à la fois et les afficher en diaporama',
          'Appliquer des filtres CSS à l’image',
          'Choisir le fichier d’image le plus adapté à la taille de l’écran et à sa densité de pixels',
          'Garder l’image dans son cache de façon permanente',
        ],
      },
      answer: 2,
    },
  ],
};
