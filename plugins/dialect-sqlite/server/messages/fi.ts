/** Finnish server messages. */
export const fi: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL-suoritin pysähtyi odottamatta',
};
