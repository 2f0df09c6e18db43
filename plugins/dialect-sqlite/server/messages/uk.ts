/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'Виконавець SQL неочікувано зупинився',
};
