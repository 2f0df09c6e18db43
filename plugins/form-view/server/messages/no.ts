/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  Form: 'Skjema',
  "Column '{{key}}' cannot be filled in a form": "Kolonnen '{{key}}' kan ikke fylles ut i et skjema",
  "Field '{{key}}' is listed twice": "Feltet '{{key}}' er oppgitt to ganger",
};
