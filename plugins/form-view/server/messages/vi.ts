/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  Form: 'Biểu mẫu',
  "Column '{{key}}' cannot be filled in a form": "Không thể điền cột '{{key}}' trong biểu mẫu",
  "Field '{{key}}' is listed twice": "Trường '{{key}}' được liệt kê hai lần",
};
