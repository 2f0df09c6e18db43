/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Error opening the terminal': 'שגיאה בפתיחת המסוף',
  'Invalid terminal request': 'בקשת מסוף לא חוקית',
  'No such terminal': 'מסוף כזה אינו קיים',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'אפשר לפתוח רק {{MAX_TERMINALS}} מסופים',
};
