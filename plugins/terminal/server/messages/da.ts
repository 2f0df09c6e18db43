/** Danish server messages. */
export const da: Record<string, string> = {
  'Error opening the terminal': 'Fejl ved åbning af terminalen',
  'Invalid terminal request': 'Ugyldig terminalforespørgsel',
  'No such terminal': 'Terminalen findes ikke',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Der kan kun åbnes {{MAX_TERMINALS}} terminaler',
};
