/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'One logo at most': '最多只能有一个徽标',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    '徽标 URL 必须是 http(s) 地址、此服务器上的路径或内联图片',
  'The title is at most 100 characters': '标题最多 100 个字符',
};
