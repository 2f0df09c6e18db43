/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'O executor de SQL parou inesperadamente',
};
