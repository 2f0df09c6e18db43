/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
  "withTotal must be 'true' or 'false'": "withTotal mora biti 'true' ali 'false'",
};
