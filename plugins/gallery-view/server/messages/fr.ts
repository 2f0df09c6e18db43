/** French server messages. */
export const fr: Record<string, string> = {
  Gallery: 'Galerie',
};
