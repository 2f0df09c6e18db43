/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Error opening the terminal': 'Gagal membuka terminal',
  'Invalid terminal request': 'Permintaan terminal tidak valid',
  'No such terminal': 'Terminal tidak ada',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Hanya {{MAX_TERMINALS}} terminal yang dapat dibuka',
};
