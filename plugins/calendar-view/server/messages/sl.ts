/** Slovenian server messages. */
export const sl: Record<string, string> = {
  Calendar: 'Koledar',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Stolpec koledarja {{what}} '{{key}}' ni stolpec z datumom ali datumom in časom",
};
