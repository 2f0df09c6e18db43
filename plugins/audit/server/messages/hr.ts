/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Comment text is required': 'Tekst komentara je obavezan',
  "Unknown column '{{cn}}'": "Nepoznat stupac '{{cn}}'",
  'limit must be a number': 'limit mora biti broj',
  'limit must be an integer': 'limit mora biti cijeli broj',
  'limit must be at least 1': 'limit mora biti najmanje 1',
  'offset must be a number': 'offset mora biti broj',
  'offset must be an integer': 'offset mora biti cijeli broj',
  'offset must be at least 0': 'offset mora biti najmanje 0',
  'project_id is required': 'project_id je obavezan',
  '{{what}} is required': '{{what}}: vrijednost je obavezna',
  '{{what}} is too long': '{{what}}: vrijednost je preduga',
};
