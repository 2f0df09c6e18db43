/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Comment text is required': 'Besedilo komentarja je obvezno',
  "Unknown column '{{cn}}'": "Neznan stolpec '{{cn}}'",
  'limit must be a number': 'limit mora biti število',
  'limit must be an integer': 'limit mora biti celo število',
  'limit must be at least 1': 'limit mora biti vsaj 1',
  'offset must be a number': 'offset mora biti število',
  'offset must be an integer': 'offset mora biti celo število',
  'offset must be at least 0': 'offset mora biti vsaj 0',
  'project_id is required': 'project_id je obvezen',
  '{{what}} is required': '{{what}}: vrednost je obvezna',
  '{{what}} is too long': '{{what}}: vrednost je predolga',
};
