/** Italian server messages. */
export const it_IT: Record<string, string> = {
  Form: 'Modulo',
  "Column '{{key}}' cannot be filled in a form": "La colonna '{{key}}' non può essere compilata in un modulo",
  "Field '{{key}}' is listed twice": "Il campo '{{key}}' compare due volte",
};
