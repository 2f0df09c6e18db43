/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'Izvajalnik SQL se je nepričakovano ustavil',
};
