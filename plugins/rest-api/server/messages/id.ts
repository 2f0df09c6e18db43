/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Record deleted': 'Baris dihapus',
  "withTotal must be 'true' or 'false'": "withTotal harus 'true' atau 'false'",
};
