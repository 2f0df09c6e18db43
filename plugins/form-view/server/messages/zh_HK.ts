/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  Form: '表單',
  "Column '{{key}}' cannot be filled in a form": '欄位「{{key}}」無法在表格中填寫',
  "Field '{{key}}' is listed twice": '欄位「{{key}}」列出了兩次',
};
