/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    '「{{_tn}}」存放多對多連結：請選擇它所連結的資料表，這些連結會隨記錄一併新增',
  "'{{_tn}}' is a view: only tables get sample rows": '「{{_tn}}」是視圖：只有資料表才能新增範例記錄',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    '「{{_tn}}」中有 1 條非範例資料的記錄引用了「{{_tn2}}」的範例記錄：請先移除該記錄或改為指向其他記錄；未移除任何內容',
  'A table is chosen twice': '有資料表被選取了兩次',
  'Args must be an object': 'Args 必須是物件',
  'At most 500 tables': '最多 500 個資料表',
  'Choose at least one table': '請至少選擇一個資料表',
  'Locale must be one of {{SEED_LOCALES}}': '地區設定必須是 {{SEED_LOCALES}} 其中之一',
  'No sample data settings yet: choose the tables and rows first': '尚無範例資料設定：請先選擇資料表和記錄數',
  'Sample data is already being added to this project': '已在為此項目新增範例資料',
  'Sample data is being added: stop it first': '正在新增範例資料：請先停止',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": '「{{_tn}}」的範例記錄被其他記錄引用（{{err}}）： ',
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again": '資料表「{{_tn}}」沒有主鍵：範例記錄將無法再移除',
  "Table '{{_tn}}' is disabled in Meta Management": '資料表「{{_tn}}」已在元數據管理中停用',
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    '資料表「{{_tn}}」需要「{{rtn}}」中的記錄：請一併為「{{rtn2}}」新增範例記錄',
  "Table '{{tn}}' is chosen twice": '資料表「{{tn}}」被選取了兩次',
  "Table '{{tn}}' not found": '找不到資料表「{{tn}}」',
  'Table name is too long': '資料表名稱太長',
  'Table name required': '資料表名稱為必填',
  'Tables must be a list of { tn, rows }': '資料表必須是 { tn, rows } 列表',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    '資料表 {{names}} 透過必填鍵互相引用：無法決定填入順序',
  'project_id is required': 'project_id 為必填',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    '「{{_tn}}」中有 {{rows}} 條非範例資料的記錄引用了「{{_tn2}}」的範例記錄：請先移除這些記錄或改為指向其他記錄；未移除任何內容',
  '{{total}} sample rows removed': '已移除 {{total}} 條範例記錄',
};
