/** Croatian server messages. */
export const hr: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL izvršitelj neočekivano se zaustavio',
};
