/** Finnish server messages. */
export const fi: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Tiedostossa voi olla enintään 1 000 000 merkkiä',
  'A file name cannot hold slashes or control characters': 'Tiedostonimessä ei voi olla vinoviivoja eikä ohjausmerkkejä',
  'A file name is at most 128 characters': 'Tiedostonimessä voi olla enintään 128 merkkiä',
  'A file name is required': 'Tiedostonimi vaaditaan',
  'A query is at most {{maxQueryChars}} characters': 'Kyselyssä voi olla enintään {{maxQueryChars}} merkkiä',
  'At most {{maxStatements}} statements run at once': 'Kerralla voi suorittaa enintään {{maxStatements}} lausetta',
  'No such SQL file': 'SQL-tiedostoa ei ole',
  'SQL file deleted': 'SQL-tiedosto poistettu',
  'The SQL editor is not available for {{displayName}} yet': 'SQL-editori ei ole vielä käytettävissä kohteelle {{displayName}}',
  'There is no statement to run': 'Suoritettavaa lausetta ei ole',
  'project_id is required': 'project_id vaaditaan',
  'query is required': 'query vaaditaan',
};
