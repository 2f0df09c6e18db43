/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Error opening the terminal': 'Napaka pri odpiranju terminala',
  'Invalid terminal request': 'Neveljavna zahteva terminala',
  'No such terminal': 'Takega terminala ni',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Odpreti je mogoče le {{MAX_TERMINALS}} terminalov',
};
