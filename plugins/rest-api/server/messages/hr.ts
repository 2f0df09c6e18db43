/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
};
