/** Korean server messages. */
export const ko: Record<string, string> = {
  Gallery: '갤러리',
};
