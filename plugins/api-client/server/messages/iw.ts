/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'כתובת ה-URL אינה חוקית: נדרשת כתובת http או https מלאה',
  'body is too large': 'body גדול מדי',
  'method is one of {{METHODS}}': 'method הוא אחד מ-{{METHODS}}',
  'url is required': 'השדה url הוא חובה',
  'url is too long': 'url ארוך מדי',
};
