/** Thai server messages. */
export const th: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' เก็บลิงก์แบบหลายต่อหลาย: เลือกตารางที่ตารางนี้ลิงก์ถึง แล้วลิงก์จะถูกเพิ่มพร้อมกับแถวของตารางเหล่านั้น",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' เป็นวิว: เฉพาะตารางเท่านั้นที่ได้แถวตัวอย่าง",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 แถวของ '{{_tn}}' ที่ไม่ได้เพิ่มเป็นข้อมูลตัวอย่างอ้างอิงแถวตัวอย่างของ '{{_tn2}}': ลบแถวนั้นหรือเปลี่ยนให้อ้างอิงที่อื่นก่อน ยังไม่มีการลบข้อมูลใด",
  'A table is chosen twice': 'เลือกตารางซ้ำสองครั้ง',
  'Args must be an object': 'อาร์กิวเมนต์ต้องเป็นออบเจกต์',
  'At most 500 tables': 'ไม่เกิน 500 ตาราง',
  'Choose at least one table': 'เลือกอย่างน้อยหนึ่งตาราง',
  'Locale must be one of {{SEED_LOCALES}}': 'ภาษาต้องเป็นค่าใดค่าหนึ่งใน {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'ยังไม่มีการตั้งค่าข้อมูลตัวอย่าง: เลือกตารางและแถวก่อน',
  'Sample data is already being added to this project': 'กำลังเพิ่มข้อมูลตัวอย่างให้โปรเจกต์นี้อยู่แล้ว',
  'Sample data is being added: stop it first': 'กำลังเพิ่มข้อมูลตัวอย่าง: หยุดก่อน',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "แถวตัวอย่างของ '{{_tn}}' ถูกอ้างอิงโดยแถวอื่น ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again": "ตาราง '{{_tn}}' ไม่มีคีย์หลัก: ลบแถวตัวอย่างออกไม่ได้",
  "Table '{{_tn}}' is disabled in Meta Management": "ตาราง '{{_tn}}' ถูกปิดใช้ในการจัดการเมตา",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "ตาราง '{{_tn}}' ต้องมีแถวใน '{{rtn}}': เพิ่มแถวตัวอย่างให้ '{{rtn2}}' ด้วย",
  "Table '{{tn}}' is chosen twice": "เลือกตาราง '{{tn}}' ซ้ำสองครั้ง",
  "Table '{{tn}}' not found": "ไม่พบตาราง '{{tn}}'",
  'Table name is too long': 'ชื่อตารางยาวเกินไป',
  'Table name required': 'ต้องระบุชื่อตาราง',
  'Tables must be a list of { tn, rows }': 'ตารางต้องเป็นรายการของ { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'ตาราง {{names}} อ้างอิงกันผ่านคีย์ที่จำเป็น: ไม่มีลำดับใดเติมข้อมูลได้',
  'project_id is required': 'ต้องระบุ project_id',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} แถวของ '{{_tn}}' ที่ไม่ได้เพิ่มเป็นข้อมูลตัวอย่างอ้างอิงแถวตัวอย่างของ '{{_tn2}}': ลบแถวเหล่านั้นหรือเปลี่ยนให้อ้างอิงที่อื่นก่อน ยังไม่มีการลบข้อมูลใด",
  '{{total}} sample rows removed': 'ลบแถวตัวอย่าง {{total}} แถวแล้ว',
};
