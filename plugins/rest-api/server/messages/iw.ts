/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Record deleted': 'הרשומה נמחקה',
  "{{name}} must be 'true' or 'false'": "{{name}} חייב להיות 'true' או 'false'",
};
