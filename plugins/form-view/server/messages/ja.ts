/** Japanese server messages. */
export const ja: Record<string, string> = {
  Form: 'フォーム',
  "Column '{{key}}' cannot be filled in a form": "列 '{{key}}' はフォームで入力できません",
  "Field '{{key}}' is listed twice": "フィールド '{{key}}' が 2 回指定されています",
};
