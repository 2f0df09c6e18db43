/** Dutch server messages. */
export const nl: Record<string, string> = {
  Gallery: 'Galerij',
};
