/** Swedish server messages. */
export const sv: Record<string, string> = {
  Grid: 'Rutnät',
};
