/** Hebrew server messages. */
export const iw: Record<string, string> = {
  Form: 'טופס',
  "Column '{{key}}' cannot be filled in a form": "אי אפשר למלא את העמודה '{{key}}' בטופס",
  "Field '{{key}}' is listed twice": "השדה '{{key}}' מופיע פעמיים",
};
