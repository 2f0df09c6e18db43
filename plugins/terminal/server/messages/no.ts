/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Error opening the terminal': 'Feil ved åpning av terminalen',
  'Invalid terminal request': 'Ugyldig terminalforespørsel',
  'No such terminal': 'Terminalen finnes ikke',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Bare {{MAX_TERMINALS}} terminaler kan åpnes',
};
