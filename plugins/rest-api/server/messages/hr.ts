/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
  "{{name}} must be 'true' or 'false'": "{{name}} mora biti 'true' ili 'false'",
};
