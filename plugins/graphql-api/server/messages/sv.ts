/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Bad request': 'Felaktig begäran',
};
