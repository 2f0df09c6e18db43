/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Record deleted': 'Tietue poistettu',
  "withTotal must be 'true' or 'false'": "withTotal-arvon on oltava 'true' tai 'false'",
};
