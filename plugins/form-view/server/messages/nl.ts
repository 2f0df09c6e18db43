/** Dutch server messages. */
export const nl: Record<string, string> = {
  Form: 'Formulier',
  "Column '{{key}}' cannot be filled in a form": "Kolom '{{key}}' kan niet in een formulier worden ingevuld",
  "Field '{{key}}' is listed twice": "Veld '{{key}}' staat er twee keer in",
};
