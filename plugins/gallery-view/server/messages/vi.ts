/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  Gallery: 'Thư viện',
};
