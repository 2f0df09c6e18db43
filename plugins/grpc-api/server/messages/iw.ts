/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Record deleted': 'הרשומה נמחקה',
  "Service {{service}} is not part of this project's package {{package}}": 'השירות {{service}} אינו חלק מהחבילה {{package}} של הפרויקט הזה',
  'method is required': 'השדה method הוא חובה',
  'service is required': 'השדה service הוא חובה',
};
