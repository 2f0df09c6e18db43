/** German server messages. */
export const de: Record<string, string> = {
  'Record deleted': 'Datensatz gelöscht',
};
