/** Swedish server messages. */
export const sv: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL-köraren stoppades oväntat',
};
