/** Russian server messages. */
export const ru: Record<string, string> = {
  'One logo at most': 'Не более одного логотипа',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'URL логотипа должен быть адресом http(s), путём на этом сервере или встроенным изображением',
  'The title is at most 100 characters': 'Заголовок — не более 100 символов',
};
