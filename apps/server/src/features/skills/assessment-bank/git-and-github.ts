import type { SkillBank } from './types.js';

/** Git & GitHub: 30 questions, English and French (issue 29 §6). */
export const gitAndGithubBank: SkillBank = {
  skill: 'git-and-github',
  questions: [
    {
      id: 'git-01',
      en: {
        prompt: 'Which command creates a new, empty Git repository in the current folder?',
        options: ['`git start`', '`git new`', '`git init`', '`git create`'],
      },
      fr: {
        prompt: 'Quelle commande crée un nouveau dépôt Git vide dans le dossier courant ?',
        options: ['`git start`', '`git new`', '`git init`', '`git create`'],
      },
      answer: 2,
    },
    {
      id: 'git-02',
      en: {
        prompt: 'Which command shows which files are modified, staged or untracked?',
        options: ['`git log`', '`git status`', '`git show`', '`git branch`'],
      },
      fr: {
        prompt: 'Quelle commande indique quels fichiers sont modifiés, indexés ou non suivis ?',
        options: ['`git log`', '`git status`', '`git show`', '`git branch`'],
      },
      answer: 1,
    },
    {
      id: 'git-03',
      en: {
        prompt: 'Which command stages the changes made to `index.html` for the next commit?',
        options: ['`git add index.html`', '`git commit index.html`', '`git stage --push index.html`', '`git push index.html`'],
      },
      fr: {
        prompt: 'Quelle commande indexe les modifications de `index.html` pour le prochain commit ?',
        options: ['`git add index.html`', '`git commit index.html`', '`git stage --push index.html`', '`git push index.html`'],
      },
      answer: 0,
    },
    {
      id: 'git-04',
      en: {
        prompt: 'What does `git commit -m "Fix login bug"` do?',
        options: [
          'Uploads the changes to GitHub',
          'Creates a new branch named “Fix login bug”',
          'Stages every modified file',
          'Records the staged changes as a new commit with that message',
        ],
      },
      fr: {
        prompt: 'Que fait `git commit -m "Fix login bug"` ?',
        options: [
          'Il envoie les modifications sur GitHub',
          'Il crée une nouvelle branche nommée « Fix login bug »',
          'Il indexe tous les fichiers modifiés',
          'Il enregistre les modifications indexées dans un nouveau commit avec ce message',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-05',
      en: {
        prompt: 'Which command downloads a copy of an existing remote repository, with its full history?',
        options: ['`git pull`', '`git clone`', '`git fork`', '`git copy`'],
      },
      fr: {
        prompt: 'Quelle commande télécharge une copie d’un dépôt distant existant, avec tout son historique ?',
        options: ['`git pull`', '`git clone`', '`git fork`', '`git copy`'],
      },
      answer: 1,
    },
    {
      id: 'git-06',
      en: {
        prompt: 'What is a `.gitignore` file for?',
        options: [
          'Listing the contributors who are not allowed to push',
          'Hiding the repository from GitHub search',
          'Deleting files from old commits',
          'Listing files and folders Git should not track, such as `node_modules/`',
        ],
      },
      fr: {
        prompt: 'À quoi sert un fichier `.gitignore` ?',
        options: [
          'À lister les contributeurs qui n’ont pas le droit de pousser',
          'À masquer le dépôt dans la recherche GitHub',
          'À supprimer des fichiers des anciens commits',
          'À lister les fichiers et dossiers que Git ne doit pas suivre, comme `node_modules/`',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-07',
      en: {
        prompt:
          'Which command creates a new branch called `feature/payments` (it does not exist yet, locally or remotely) and switches to it?',
        options: [
          '`git branch feature/payments --go`',
          '`git checkout feature/payments`',
          '`git switch -c feature/payments`',
          '`git merge feature/payments`',
        ],
      },
      fr: {
        prompt:
          'Quelle commande crée une nouvelle branche `feature/payments` (elle n’existe encore ni en local ni sur le dépôt distant) et bascule dessus ?',
        options: [
          '`git branch feature/payments --go`',
          '`git checkout feature/payments`',
          '`git switch -c feature/payments`',
          '`git merge feature/payments`',
        ],
      },
      answer: 2,
    },
    {
      id: 'git-08',
      en: {
        prompt: 'What does `git push` do?',
        options: [
          'Sends your local commits to the remote repository',
          'Downloads new commits from the remote repository',
          'Saves uncommitted changes temporarily',
          'Opens a pull request on GitHub',
        ],
      },
      fr: {
        prompt: 'Que fait `git push` ?',
        options: [
          'Il envoie vos commits locaux vers le dépôt distant',
          'Il télécharge les nouveaux commits du dépôt distant',
          'Il met de côté temporairement les modifications non commitées',
          'Il ouvre une pull request sur GitHub',
        ],
      },
      answer: 0,
    },
    {
      id: 'git-09',
      en: {
        prompt: 'Which command lists the past commits of the current branch?',
        options: ['`git status`', '`git log`', '`git history`', '`git commits`'],
      },
      fr: {
        prompt: 'Quelle commande affiche la liste des commits passés de la branche courante ?',
        options: ['`git status`', '`git log`', '`git history`', '`git commits`'],
      },
      answer: 1,
    },
    {
      id: 'git-10',
      en: {
        prompt: 'On GitHub, what is a pull request?',
        options: [
          'A command that downloads changes',
          'A request for access to a private repository',
          'A bug report filed by a user',
          'A proposal to merge changes from one branch into another, with review and discussion',
        ],
      },
      fr: {
        prompt: 'Sur GitHub, qu’est-ce qu’une pull request ?',
        options: [
          'Une commande qui télécharge des modifications',
          'Une demande d’accès à un dépôt privé',
          'Un rapport de bug déposé par un utilisateur',
          'Une proposition de fusionner les modifications d’une branche dans une autre, avec relecture et discussion',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-11',
      en: {
        prompt: 'What is the difference between `git fetch` and `git pull`?',
        options: [
          'There is none; they are aliases',
          '`git fetch` uploads commits; `git pull` downloads them',
          '`git fetch` downloads remote changes without integrating them; `git pull` fetches and then integrates them into the current branch',
          '`git pull` only works on the `main` branch',
        ],
      },
      fr: {
        prompt: 'Quelle est la différence entre `git fetch` et `git pull` ?',
        options: [
          'Aucune : ce sont des alias',
          '`git fetch` envoie les commits ; `git pull` les télécharge',
          '`git fetch` télécharge les modifications distantes sans les intégrer ; `git pull` les récupère puis les intègre à la branche courante',
          '`git pull` ne fonctionne que sur la branche `main`',
        ],
      },
      answer: 2,
    },
    {
      id: 'git-12',
      en: {
        prompt:
          'You must switch branches, but your current work is not ready to commit. Which command sets the changes aside so you can restore them later?',
        options: ['`git stash`', '`git reset --hard`', '`git clean -f`', '`git revert`'],
      },
      fr: {
        prompt:
          'Vous devez changer de branche, mais votre travail en cours n’est pas prêt à être commité. Quelle commande met les modifications de côté pour les récupérer plus tard ?',
        options: ['`git stash`', '`git reset --hard`', '`git clean -f`', '`git revert`'],
      },
      answer: 0,
    },
    {
      id: 'git-13',
      en: {
        prompt: 'A commit already pushed to the shared `main` branch introduced a bug. What is the safest way to undo it?',
        options: [
          '`git reset --hard HEAD~1`, then `git push --force`',
          'Delete the repository and clone it again',
          'Edit the files on GitHub to hide the commit',
          '`git revert <commit>`, which adds a new commit that reverses it',
        ],
      },
      fr: {
        prompt: 'Un commit déjà poussé sur la branche partagée `main` a introduit un bug. Quelle est la façon la plus sûre de l’annuler ?',
        options: [
          '`git reset --hard HEAD~1`, puis `git push --force`',
          'Supprimer le dépôt et le cloner à nouveau',
          'Modifier les fichiers sur GitHub pour masquer le commit',
          '`git revert <commit>`, qui ajoute un nouveau commit annulant ses effets',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-14',
      en: {
        prompt: 'What does a merge conflict mean?',
        options: [
          'The remote repository is offline',
          'Both branches changed the same lines differently, and Git needs you to decide the result',
          'Two people used the same commit message',
          'Two branches have the same name',
        ],
      },
      fr: {
        prompt: 'Que signifie un conflit de fusion (merge conflict) ?',
        options: [
          'Le dépôt distant est hors ligne',
          'Les deux branches ont modifié les mêmes lignes différemment, et Git a besoin que vous choisissiez le résultat',
          'Deux personnes ont utilisé le même message de commit',
          'Deux branches portent le même nom',
        ],
      },
      answer: 1,
    },
    {
      id: 'git-15',
      en: {
        prompt: 'During a merge, you have edited `app.js` to keep the right code and removed the conflict markers. What do you do next?',
        options: [
          '`git merge --skip app.js`',
          '`git push --force`',
          '`git add app.js`, then `git commit` to complete the merge',
          '`git checkout app.js` to confirm the edit',
        ],
      },
      fr: {
        prompt:
          'Pendant une fusion, vous avez modifié `app.js` pour garder le bon code et retiré les marqueurs de conflit. Que faites-vous ensuite ?',
        options: [
          '`git merge --skip app.js`',
          '`git push --force`',
          '`git add app.js`, puis `git commit` pour terminer la fusion',
          '`git checkout app.js` pour confirmer la modification',
        ],
      },
      answer: 2,
    },
    {
      id: 'git-16',
      en: {
        prompt: 'On GitHub, what is a fork?',
        options: [
          'Your own copy of a repository, under your account, to which you can push',
          'A branch inside the original repository',
          'A read-only backup made by GitHub',
          'A tag that marks a release',
        ],
      },
      fr: {
        prompt: 'Sur GitHub, qu’est-ce qu’un fork ?',
        options: [
          'Votre propre copie d’un dépôt, sous votre compte, sur laquelle vous pouvez pousser',
          'Une branche à l’intérieur du dépôt d’origine',
          'Une sauvegarde en lecture seule faite par GitHub',
          'Un tag qui marque une version publiée',
        ],
      },
      answer: 0,
    },
    {
      id: 'git-17',
      en: {
        prompt:
          'You have just committed and notice a typo in the commit message. The commit is not pushed yet. Which command fixes the message?',
        options: ['`git rebase --message`', '`git revert HEAD`', '`git log --edit`', '`git commit --amend`'],
      },
      fr: {
        prompt:
          'Vous venez de commiter et remarquez une faute dans le message. Le commit n’est pas encore poussé. Quelle commande corrige le message ?',
        options: ['`git rebase --message`', '`git revert HEAD`', '`git log --edit`', '`git commit --amend`'],
      },
      answer: 3,
    },
    {
      id: 'git-18',
      en: {
        prompt: 'Which command shows the changes made to tracked files that are not staged yet?',
        options: ['`git diff --staged`', '`git diff`', '`git log -p`', '`git show HEAD`'],
      },
      fr: {
        prompt: 'Quelle commande montre les modifications des fichiers suivis qui ne sont pas encore indexées ?',
        options: ['`git diff --staged`', '`git diff`', '`git log -p`', '`git show HEAD`'],
      },
      answer: 1,
    },
    {
      id: 'git-19',
      en: {
        prompt: 'In Git, what does `HEAD` refer to?',
        options: [
          'The first commit of the repository',
          'The `main` branch on the remote',
          'The commit currently checked out, usually the tip of the current branch',
          'The newest commit pushed by anyone to GitHub',
        ],
      },
      fr: {
        prompt: 'Dans Git, que désigne `HEAD` ?',
        options: [
          'Le premier commit du dépôt',
          'La branche `main` du dépôt distant',
          'Le commit actuellement extrait, en général le dernier commit de la branche courante',
          'Le commit le plus récent poussé par n’importe qui sur GitHub',
        ],
      },
      answer: 2,
    },
    {
      id: 'git-20',
      en: {
        prompt: 'Which command unstages `config.js` but keeps your edits in the working folder?',
        options: ['`git restore --staged config.js`', '`git restore config.js`', '`git rm config.js`', '`git reset --hard`'],
      },
      fr: {
        prompt: 'Quelle commande retire `config.js` de l’index tout en gardant vos modifications dans le dossier de travail ?',
        options: ['`git restore --staged config.js`', '`git restore config.js`', '`git rm config.js`', '`git reset --hard`'],
      },
      answer: 0,
    },
    {
      id: 'git-21',
      en: {
        prompt: 'What is GitHub Actions used for?',
        options: [
          'Hosting static websites only',
          'Managing the passwords of an organisation',
          'Editing code in the browser',
          'Running automated workflows, such as tests and deployments, when events like a push occur',
        ],
      },
      fr: {
        prompt: 'À quoi sert GitHub Actions ?',
        options: [
          'Uniquement à héberger des sites statiques',
          'À gérer les mots de passe d’une organisation',
          'À modifier du code dans le navigateur',
          'À exécuter des workflows automatisés, comme des tests et des déploiements, lors d’événements comme un push',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-22',
      en: {
        prompt: 'What does the line `*.log` in a `.gitignore` file do?',
        options: [
          'Deletes all log files',
          'Ignores every untracked file whose name ends in `.log`',
          'Ignores only a file literally named `*.log`',
          'Tells Git to track only log files',
        ],
      },
      fr: {
        prompt: 'Que fait la ligne `*.log` dans un fichier `.gitignore` ?',
        options: [
          'Elle supprime tous les fichiers de log',
          'Elle ignore tout fichier non suivi dont le nom se termine par `.log`',
          'Elle ignore seulement un fichier nommé littéralement `*.log`',
          'Elle demande à Git de ne suivre que les fichiers de log',
        ],
      },
      answer: 1,
    },
    {
      id: 'git-23',
      en: {
        prompt:
          'A `.env` file holding a mobile money API key was committed and pushed. What does adding `.env` to `.gitignore` now achieve?',
        options: [
          'It removes the file from every past commit',
          'It makes GitHub delete the file automatically',
          'Nothing for that file: it stays tracked and in history; untrack it with `git rm --cached .env` and revoke the key',
          'It encrypts the file in the repository',
        ],
      },
      fr: {
        prompt:
          'Un fichier `.env` contenant une clé d’API mobile money a été commité et poussé. Qu’apporte l’ajout de `.env` au `.gitignore` maintenant ?',
        options: [
          'Il retire le fichier de tous les commits passés',
          'Il fait supprimer le fichier automatiquement par GitHub',
          'Rien pour ce fichier : il reste suivi et dans l’historique ; il faut le retirer avec `git rm --cached .env` et révoquer la clé',
          'Il chiffre le fichier dans le dépôt',
        ],
      },
      answer: 2,
    },
    {
      id: 'git-24',
      en: {
        prompt: 'How can a team on GitHub make sure nobody pushes directly to `main` and that every change is reviewed?',
        options: [
          'With branch protection rules that require pull requests and approvals',
          'By making the repository public',
          'By deleting the `main` branch',
          'By adding `main` to `.gitignore`',
        ],
      },
      fr: {
        prompt:
          'Comment une équipe sur GitHub peut-elle s’assurer que personne ne pousse directement sur `main` et que chaque modification est relue ?',
        options: [
          'Avec des règles de protection de branche qui exigent des pull requests et des approbations',
          'En rendant le dépôt public',
          'En supprimant la branche `main`',
          'En ajoutant `main` au `.gitignore`',
        ],
      },
      answer: 0,
    },
    {
      id: 'git-25',
      en: {
        prompt: 'What does `git rebase main` do when run on a feature branch?',
        options: [
          'It merges the feature branch into `main`',
          'It deletes the commits that are not on `main`',
          'It creates a merge commit on the feature branch',
          'It replays the feature branch’s commits on top of the latest `main`, as new commits',
        ],
      },
      fr: {
        prompt: 'Que fait `git rebase main` lancé sur une branche de fonctionnalité ?',
        options: [
          'Il fusionne la branche de fonctionnalité dans `main`',
          'Il supprime les commits absents de `main`',
          'Il crée un commit de fusion sur la branche de fonctionnalité',
          'Il rejoue les commits de la branche par-dessus le dernier état de `main`, sous forme de nouveaux commits',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-26',
      en: {
        prompt: 'Why should you avoid rebasing commits that teammates have already pulled?',
        options: [
          'Rebasing is slower than merging',
          'Rebasing rewrites commit ids, so teammates’ history no longer matches and commits get duplicated or conflict',
          'Rebased commits can never be pushed',
          'GitHub refuses branches that were rebased',
        ],
      },
      fr: {
        prompt: 'Pourquoi faut-il éviter de rebaser des commits que vos collègues ont déjà récupérés ?',
        options: [
          'Le rebase est plus lent que la fusion',
          'Le rebase réécrit les identifiants des commits : l’historique des collègues ne correspond plus, d’où des commits dupliqués ou des conflits',
          'Les commits rebasés ne peuvent jamais être poussés',
          'GitHub refuse les branches qui ont été rebasées',
        ],
      },
      answer: 1,
    },
    {
      id: 'git-27',
      en: {
        prompt: 'What does `git reset --soft HEAD~1` do?',
        options: [
          'Deletes the last commit and all its changes',
          'Reverses the last commit with a new commit',
          'Undoes the last commit but keeps its changes staged',
          'Switches to the previous branch',
        ],
      },
      fr: {
        prompt: 'Que fait `git reset --soft HEAD~1` ?',
        options: [
          'Il supprime le dernier commit et toutes ses modifications',
          'Il annule le dernier commit au moyen d’un nouveau commit',
          'Il défait le dernier commit mais garde ses modifications indexées',
          'Il revient à la branche précédente',
        ],
      },
      answer: 2,
    },
    {
      id: 'git-28',
      en: {
        prompt: 'After a mistaken `git reset --hard`, how can you usually find the commit you lost?',
        options: [
          'With `git reflog`, then reset or check out that commit',
          'With `git status --lost`',
          'With `git fetch --recover`',
          'You cannot: the commit is gone for good',
        ],
      },
      fr: {
        prompt: 'Après un `git reset --hard` fait par erreur, comment retrouver en général le commit perdu ?',
        options: [
          'Avec `git reflog`, puis un reset ou un checkout vers ce commit',
          'Avec `git status --lost`',
          'Avec `git fetch --recover`',
          'C’est impossible : le commit est définitivement perdu',
        ],
      },
      answer: 0,
    },
    {
      id: 'git-29',
      en: {
        prompt: 'On GitHub, what does “Squash and merge” do with a pull request of 8 commits?',
        options: [
          'Keeps all 8 commits and adds a merge commit',
          'Rebases the 8 commits one by one onto the base branch',
          'Closes the pull request without merging it',
          'Combines the 8 commits into a single commit on the base branch',
        ],
      },
      fr: {
        prompt: 'Sur GitHub, que fait « Squash and merge » avec une pull request de 8 commits ?',
        options: [
          'Il garde les 8 commits et ajoute un commit de fusion',
          'Il rebase les 8 commits un par un sur la branche de base',
          'Il ferme la pull request sans la fusionner',
          'Il regroupe les 8 commits en un seul commit sur la branche de base',
        ],
      },
      answer: 3,
    },
    {
      id: 'git-30',
      en: {
        prompt:
          'A bug-fix commit `a1b2c3d` on `develop` is also needed on `release`, without the other changes from `develop`. Which command, run on `release`, applies just that commit?',
        options: ['`git merge develop`', '`git rebase a1b2c3d`', '`git cherry-pick a1b2c3d`', '`git pull develop a1b2c3d`'],
      },
      fr: {
        prompt:
          'Un commit de correction `a1b2c3d` sur `develop` est aussi nécessaire sur `release`, sans les autres modifications de `develop`. Quelle commande, lancée sur `release`, applique uniquement ce commit ?',
        options: ['`git merge develop`', '`git rebase a1b2c3d`', '`git cherry-pick a1b2c3d`', '`git pull develop a1b2c3d`'],
      },
      answer: 2,
    },
  ],
};
