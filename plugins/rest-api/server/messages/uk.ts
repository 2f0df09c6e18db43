/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Record deleted': 'Запис видалено',
};
