/** Finnish server messages. */
export const fi: Record<string, string> = {
  Form: 'Lomake',
  "Column '{{key}}' cannot be filled in a form": "Saraketta '{{key}}' ei voi täyttää lomakkeella",
  "Field '{{key}}' is listed twice": "Kenttä '{{key}}' on luettelossa kahdesti",
};
