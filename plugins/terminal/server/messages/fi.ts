/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Error opening the terminal': 'Päätteen avaaminen epäonnistui',
  'Invalid terminal request': 'Virheellinen päätepyyntö',
  'No such terminal': 'Päätettä ei ole',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Vain {{MAX_TERMINALS}} päätettä voi olla auki',
};
