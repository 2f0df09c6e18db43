/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Record deleted': '记录已删除',
  "Service {{service}} is not part of this project's package {{package}}": '服务 {{service}} 不属于此项目的包 {{package}}',
  'method is required': 'method 为必填项',
  'service is required': 'service 为必填项',
};
