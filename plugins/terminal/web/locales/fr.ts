/** fr texts of the terminal. */
export const fr: Record<string, string> = {
  tab: 'Terminal',
  tabs: 'Terminaux',
  local: 'Local ({{n}})',
  add: 'Nouveau terminal',
  close: 'Fermer Local ({{n}})',
  run: 'Exécuter',
  stop: 'Arrêter',
  clear: 'Effacer',
  npmInstall: 'npm install',
  loading: 'Ouverture du terminal…',
  limit: 'Seuls {{max}} terminaux peuvent être ouverts',
  'error.open': 'Erreur à l’ouverture du terminal',
  'error.useSystem': 'Veuillez utiliser le terminal de votre système',
  'exit.exited': '[le shell s’est terminé]',
  'exit.idle': '[fermé après une période d’inactivité]',
  'exit.closed': '[fermé]',
  'off.operator':
    'Le terminal est désactivé : c’est un shell sur le serveur, l’exploitant du serveur doit donc l’activer (PLINTH_TERMINAL=1). Veuillez utiliser le terminal de votre système.',
  'off.superAdmin':
    'Le terminal est un shell sur le serveur : seul le super administrateur peut l’ouvrir. Veuillez utiliser le terminal de votre système.',
  'settings.title': 'Terminal',
  'settings.on':
    'Le terminal est activé pour vous. Un terminal sans saisie pendant {{minutes}} minutes est fermé ; chaque session est enregistrée.',
  openTerminal: 'Ouvrir le terminal',
};
