/** Spanish server messages. */
export const es: Record<string, string> = {
  Grid: 'Cuadrícula',
};
