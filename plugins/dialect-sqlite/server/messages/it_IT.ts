/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'L’esecutore SQL si è fermato in modo imprevisto',
};
