/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Record deleted': '已刪除記錄',
  "Service {{service}} is not part of this project's package {{package}}": '服務 {{service}} 不屬於此項目的套件 {{package}}',
  'method is required': 'method 為必填',
  'service is required': 'service 為必填',
};
