/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Record deleted': 'Tietue poistettu',
};
