/** Danish server messages. */
export const da: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL-kørslen stoppede uventet',
};
