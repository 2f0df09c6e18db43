/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
  "withTotal must be 'true' or 'false'": "withTotal mora biti 'true' ili 'false'",
};
