/** Japanese server messages. */
export const ja: Record<string, string> = {
  Gallery: 'ギャラリー',
};
