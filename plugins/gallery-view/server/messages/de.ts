/** German server messages. */
export const de: Record<string, string> = {
  Gallery: 'Galerie',
};
