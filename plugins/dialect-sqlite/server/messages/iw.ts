/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'מריץ ה-SQL נעצר באופן בלתי צפוי',
};
