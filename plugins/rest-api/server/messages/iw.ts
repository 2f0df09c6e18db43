/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Record deleted': 'הרשומה נמחקה',
};
