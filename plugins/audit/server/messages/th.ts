/** Thai server messages. */
export const th: Record<string, string> = {
  'Comment text is required': 'ต้องกรอกข้อความความคิดเห็น',
  "Unknown column '{{cn}}'": "ไม่รู้จักคอลัมน์ '{{cn}}'",
  'limit must be a number': 'limit ต้องเป็นตัวเลข',
  'limit must be an integer': 'limit ต้องเป็นจำนวนเต็ม',
  'limit must be at least 1': 'limit ต้องมีค่าอย่างน้อย 1',
  'offset must be a number': 'offset ต้องเป็นตัวเลข',
  'offset must be an integer': 'offset ต้องเป็นจำนวนเต็ม',
  'offset must be at least 0': 'offset ต้องมีค่าอย่างน้อย 0',
  'project_id is required': 'ต้องระบุ project_id',
  '{{what}} is required': 'ต้องระบุ {{what}}',
  '{{what}} is too long': '{{what}} ยาวเกินไป',
};
