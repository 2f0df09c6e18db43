/** German server messages. */
export const de: Record<string, string> = {
  Form: 'Formular',
  "Column '{{key}}' cannot be filled in a form": "Spalte '{{key}}' kann in einem Formular nicht ausgefüllt werden",
  "Field '{{key}}' is listed twice": "Feld '{{key}}' ist doppelt aufgeführt",
};
