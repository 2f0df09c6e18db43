/** German server messages. */
export const de: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'Der SQL-Runner wurde unerwartet beendet',
};
