/** Croatian server messages. */
export const hr: Record<string, string> = {
  Gallery: 'Galerija',
};
