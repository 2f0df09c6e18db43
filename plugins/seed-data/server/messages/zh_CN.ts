/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    '“{{_tn}}”存放多对多关联：请选择它所关联的表，关联会随这些表的行一起添加',
  "'{{_tn}}' is a view: only tables get sample rows": '“{{_tn}}”是视图：只有表才能添加示例行',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    '“{{_tn}}”中有 1 行不属于示例数据，却引用了“{{_tn2}}”的示例行：请先删除该行或让它指向别处；未删除任何内容',
  'A table is chosen twice': '有一个表被选择了两次',
  'Args must be an object': 'Args 必须是对象',
  'At most 500 tables': '最多 500 个表',
  'Choose at least one table': '请至少选择一个表',
  'Locale must be one of {{SEED_LOCALES}}': '区域设置必须是 {{SEED_LOCALES}} 之一',
  'No sample data settings yet: choose the tables and rows first': '尚无示例数据设置：请先选择表和行数',
  'Sample data is already being added to this project': '正在向此项目添加示例数据',
  'Sample data is being added: stop it first': '正在添加示例数据：请先停止',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": '“{{_tn}}”的示例行被其他行引用（{{err}}）： ',
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again": '表“{{_tn}}”没有主键：示例行将无法再删除',
  "Table '{{_tn}}' is disabled in Meta Management": '表“{{_tn}}”已在元数据管理中停用',
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    '表“{{_tn}}”需要“{{rtn}}”中的行：请同时向“{{rtn2}}”添加示例行',
  "Table '{{tn}}' is chosen twice": '表“{{tn}}”被选择了两次',
  "Table '{{tn}}' not found": '未找到表“{{tn}}”',
  'Table name is too long': '表名过长',
  'Table name required': '表名为必填项',
  'Tables must be a list of { tn, rows }': '表必须是 { tn, rows } 列表',
  'Tables {{names}} refer to each other through required keys: no order fills them': '表 {{names}} 通过必填键相互引用：无法确定填充顺序',
  'project_id is required': 'project_id 为必填项',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    '“{{_tn}}”中有 {{rows}} 行不属于示例数据，却引用了“{{_tn2}}”的示例行：请先删除这些行或让它们指向别处；未删除任何内容',
  '{{total}} sample rows removed': '已删除 {{total}} 行示例数据',
};
