/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Error opening the terminal': 'Det gick inte att öppna terminalen',
  'Invalid terminal request': 'Ogiltig terminalbegäran',
  'No such terminal': 'Terminalen finns inte',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Bara {{MAX_TERMINALS}} terminaler kan öppnas',
};
