/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': '一个 socket 最多订阅 {{maxSubscriptions}} 个表',
  'Authentication is unavailable': '身份验证不可用',
  "Forbidden: this action needs the 'airTable' permission": '禁止访问：此操作需要“airTable”权限',
  'Invalid table': '无效的表',
  'projectId is required': 'projectId 为必填项',
  'projectId is too long': 'projectId 过长',
  'redisUrl must be a URL': 'redisUrl 必须是 URL',
  'tn is required': 'tn 为必填项',
  'tn is too long': 'tn 过长',
};
