/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  Form: '表单',
  "Column '{{key}}' cannot be filled in a form": '列“{{key}}”不能在表单中填写',
  "Field '{{key}}' is listed twice": '字段“{{key}}”被列出了两次',
};
