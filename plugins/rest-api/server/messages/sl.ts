/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
};
