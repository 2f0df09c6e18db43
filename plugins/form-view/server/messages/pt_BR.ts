/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  Form: 'Formulário',
  "Column '{{key}}' cannot be filled in a form": "A coluna '{{key}}' não pode ser preenchida em um formulário",
  "Field '{{key}}' is listed twice": "O campo '{{key}}' aparece duas vezes",
};
