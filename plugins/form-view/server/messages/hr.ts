/** Croatian server messages. */
export const hr: Record<string, string> = {
  Form: 'Obrazac',
  "Column '{{key}}' cannot be filled in a form": "Stupac '{{key}}' ne može se ispuniti u obrascu",
  "Field '{{key}}' is listed twice": "Polje '{{key}}' navedeno je dvaput",
};
