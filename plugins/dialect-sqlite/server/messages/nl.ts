/** Dutch server messages. */
export const nl: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'De SQL-runner is onverwacht gestopt',
};
