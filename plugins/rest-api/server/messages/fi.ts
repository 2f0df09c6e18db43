/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Record deleted': 'Tietue poistettu',
  "{{name}} must be 'true' or 'false'": "{{name}}-arvon on oltava 'true' tai 'false'",
};
