/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'One logo at most': 'Maks én logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'Logoens url må være en http(s)-adresse, en bane på denne serveren eller et innebygd bilde',
  'The title is at most 100 characters': 'Tittelen kan ha maks 100 tegn',
};
