/** Slovenian server messages. */
export const sl: Record<string, string> = {
  Form: 'Obrazec',
  "Column '{{key}}' cannot be filled in a form": "Stolpca '{{key}}' ni mogoče izpolniti v obrazcu",
  "Field '{{key}}' is listed twice": "Polje '{{key}}' je navedeno dvakrat",
};
