/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'": '無效的封存檔：資料表存取規則指定了未知的資料表「{{tn}}」',
  'Rules are set for {{ACL_ROLES}}': '已為 {{ACL_ROLES}} 設定規則',
  "Table '{{tn}}' not found": '找不到資料表「{{tn}}」',
  'Table access rules are unavailable': '無法使用資料表存取規則',
  'Tables are hidden from {{ACL_ROLES}}': '已對 {{ACL_ROLES}} 隱藏資料表',
  'read must be true or false': 'read 必須為 true 或 false',
};
