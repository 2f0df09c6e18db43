/** Korean server messages. */
export const ko: Record<string, string> = {
  Form: '양식',
  "Column '{{key}}' cannot be filled in a form": '‘{{key}}’ 열은 양식에서 입력할 수 없습니다',
  "Field '{{key}}' is listed twice": '‘{{key}}’ 필드가 두 번 나열되었습니다',
};
