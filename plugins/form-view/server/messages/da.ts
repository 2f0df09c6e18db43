/** Danish server messages. */
export const da: Record<string, string> = {
  Form: 'Formular',
  "Column '{{key}}' cannot be filled in a form": "Kolonnen '{{key}}' kan ikke udfyldes i en formular",
  "Field '{{key}}' is listed twice": "Feltet '{{key}}' er angivet to gange",
};
