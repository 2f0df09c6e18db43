/** French server messages. */
export const fr: Record<string, string> = {
  Form: 'Formulaire',
  "Column '{{key}}' cannot be filled in a form": "La colonne '{{key}}' ne peut pas être remplie dans un formulaire",
  "Field '{{key}}' is listed twice": "Le champ '{{key}}' figure deux fois",
};
