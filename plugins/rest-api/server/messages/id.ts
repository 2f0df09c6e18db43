/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Record deleted': 'Baris dihapus',
};
