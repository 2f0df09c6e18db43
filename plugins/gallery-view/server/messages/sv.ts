/** Swedish server messages. */
export const sv: Record<string, string> = {
  Gallery: 'Galleri',
};
