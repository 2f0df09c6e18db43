/** Spanish server messages. */
export const es: Record<string, string> = {
  Gallery: 'Galería',
};
