/** Indonesian server messages. */
export const id: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'Runner SQL berhenti secara tak terduga',
};
