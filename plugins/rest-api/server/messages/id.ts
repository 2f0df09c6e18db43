/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Record deleted': 'Baris dihapus',
  "{{name}} must be 'true' or 'false'": "{{name}} harus 'true' atau 'false'",
};
