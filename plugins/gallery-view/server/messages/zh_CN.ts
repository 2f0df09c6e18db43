/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  Gallery: '画廊',
};
