/** German server messages. */
export const de: Record<string, string> = {
  Grid: 'Raster',
};
