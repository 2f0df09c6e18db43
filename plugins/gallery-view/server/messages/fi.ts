/** Finnish server messages. */
export const fi: Record<string, string> = {
  Gallery: 'Galleria',
};
