/** Japanese server messages. */
export const ja: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "無効なアーカイブ: テーブルのアクセスルールが不明なテーブル '{{tn}}' を指定しています",
  'Rules are set for {{ACL_ROLES}}': '{{ACL_ROLES}} のルールを設定しました',
  "Table '{{tn}}' not found": "テーブル '{{tn}}' が見つかりません",
  'Table access rules are unavailable': 'テーブルのアクセスルールを利用できません',
  'Tables are hidden from {{ACL_ROLES}}': '{{ACL_ROLES}} からテーブルを非表示にしました',
  'read must be true or false': 'read は true または false である必要があります',
};
