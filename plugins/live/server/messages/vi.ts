/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Một socket theo dõi tối đa {{maxSubscriptions}} bảng',
  'Authentication is unavailable': 'Không thể xác thực',
  "Forbidden: this action needs the 'airTable' permission": "Bị từ chối: thao tác này cần quyền 'airTable'",
  'Invalid table': 'Bảng không hợp lệ',
  'projectId is required': 'Vui lòng nhập projectId',
  'projectId is too long': 'projectId quá dài',
  'redisUrl must be a URL': 'redisUrl phải là một URL',
  'tn is required': 'Vui lòng nhập tn',
  'tn is too long': 'tn quá dài',
};
