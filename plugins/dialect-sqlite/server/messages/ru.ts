/** Russian server messages. */
export const ru: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL-исполнитель неожиданно остановился',
};
