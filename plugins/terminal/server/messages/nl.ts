/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Error opening the terminal': 'Fout bij het openen van de terminal',
  'Invalid terminal request': 'Ongeldig terminalverzoek',
  'No such terminal': 'Deze terminal bestaat niet',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Er kunnen maar {{MAX_TERMINALS}} terminals worden geopend',
};
