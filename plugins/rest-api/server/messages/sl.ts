/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
  "{{name}} must be 'true' or 'false'": "{{name}} mora biti 'true' ali 'false'",
};
