/** Finnish server messages. */
export const fi: Record<string, string> = {
  'One logo at most': 'Enintään yksi logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'Logon url-osoitteen on oltava http(s)-osoite, polku tällä palvelimella tai upotettu kuva',
  'The title is at most 100 characters': 'Otsikossa voi olla enintään 100 merkkiä',
};
