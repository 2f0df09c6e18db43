/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Un file è lungo al massimo 1.000.000 di caratteri',
  'A file name cannot hold slashes or control characters': 'Un nome di file non può contenere barre o caratteri di controllo',
  'A file name is at most 128 characters': 'Un nome di file è lungo al massimo 128 caratteri',
  'A file name is required': 'Il nome del file è obbligatorio',
  'A query is at most {{maxQueryChars}} characters': 'Una query è lunga al massimo {{maxQueryChars}} caratteri',
  'At most {{maxStatements}} statements run at once': 'Si eseguono al massimo {{maxStatements}} istruzioni alla volta',
  'No such SQL file': 'File SQL inesistente',
  'SQL file deleted': 'File SQL eliminato',
  'The SQL editor is not available for {{displayName}} yet': 'L’editor SQL non è ancora disponibile per {{displayName}}',
  'There is no statement to run': 'Non c’è alcuna istruzione da eseguire',
  'project_id is required': 'project_id è obbligatorio',
  'query is required': 'query è obbligatorio',
};
