/** Spanish server messages. */
export const es: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'El ejecutor de SQL se detuvo inesperadamente',
};
