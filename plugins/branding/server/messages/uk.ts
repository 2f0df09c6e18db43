/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'One logo at most': 'Щонайбільше один логотип',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'URL логотипа має бути адресою http(s), шляхом на цьому сервері або вбудованим зображенням',
  'The title is at most 100 characters': 'Назва — щонайбільше 100 символів',
};
