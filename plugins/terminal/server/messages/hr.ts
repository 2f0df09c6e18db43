/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Error opening the terminal': 'Pogreška pri otvaranju terminala',
  'Invalid terminal request': 'Neispravan zahtjev terminala',
  'No such terminal': 'Takav terminal ne postoji',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Može se otvoriti samo {{MAX_TERMINALS}} terminala',
};
