/** Spanish server messages. */
export const es: Record<string, string> = {
  Form: 'Formulario',
  "Column '{{key}}' cannot be filled in a form": "La columna '{{key}}' no se puede rellenar en un formulario",
  "Field '{{key}}' is listed twice": "El campo '{{key}}' aparece dos veces",
};
