/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'One logo at most': 'לוגו אחד לכל היותר',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'כתובת הלוגו חייבת להיות כתובת http(s), נתיב בשרת הזה או תמונה מוטמעת',
  'The title is at most 100 characters': 'הכותרת באורך של עד 100 תווים',
};
