/** German server messages. */
export const de: Record<string, string> = {
  'Error opening the terminal': 'Fehler beim Öffnen des Terminals',
  'Invalid terminal request': 'Ungültige Terminal-Anfrage',
  'No such terminal': 'Dieses Terminal existiert nicht',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Es können nur {{MAX_TERMINALS}} Terminals geöffnet werden',
};
