/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Record deleted': 'Posten har tagits bort',
};
