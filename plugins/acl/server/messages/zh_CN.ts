/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'": '无效的归档：表访问规则引用了未知的表“{{tn}}”',
  'Rules are set for {{ACL_ROLES}}': '已为 {{ACL_ROLES}} 设置规则',
  "Table '{{tn}}' not found": '未找到表“{{tn}}”',
  'Table access rules are unavailable': '表访问规则不可用',
  'Tables are hidden from {{ACL_ROLES}}': '表已对 {{ACL_ROLES}} 隐藏',
  'read must be true or false': 'read 必须为 true 或 false',
};
