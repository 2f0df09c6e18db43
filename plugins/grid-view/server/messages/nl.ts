/** Dutch server messages. */
export const nl: Record<string, string> = {
  Grid: 'Raster',
};
