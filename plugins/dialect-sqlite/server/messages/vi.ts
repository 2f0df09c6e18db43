/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'Trình chạy SQL đã dừng đột ngột',
};
