/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Record deleted': 'הרשומה נמחקה',
  "withTotal must be 'true' or 'false'": "withTotal חייב להיות 'true' או 'false'",
};
