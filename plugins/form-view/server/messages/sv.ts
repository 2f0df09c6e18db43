/** Swedish server messages. */
export const sv: Record<string, string> = {
  Form: 'Formulär',
  "Column '{{key}}' cannot be filled in a form": "Kolumnen '{{key}}' kan inte fyllas i i ett formulär",
  "Field '{{key}}' is listed twice": "Fältet '{{key}}' anges två gånger",
};
