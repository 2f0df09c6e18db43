/** German server messages. */
export const de: Record<string, string> = {
  'Record deleted': 'Datensatz gelöscht',
  "{{name}} must be 'true' or 'false'": "{{name}} muss 'true' oder 'false' sein",
};
