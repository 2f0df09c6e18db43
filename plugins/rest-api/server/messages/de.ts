/** German server messages. */
export const de: Record<string, string> = {
  'Record deleted': 'Datensatz gelöscht',
  "withTotal must be 'true' or 'false'": "withTotal muss 'true' oder 'false' sein",
};
