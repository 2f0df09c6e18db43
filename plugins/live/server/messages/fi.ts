/** Finnish server messages. */
export const fi: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Socket voi seurata enintään {{maxSubscriptions}} taulua',
  'Authentication is unavailable': 'Todennus ei ole käytettävissä',
  "Forbidden: this action needs the 'airTable' permission": "Ei käyttöoikeutta: tämä toiminto vaatii oikeuden 'airTable'",
  'Invalid table': 'Virheellinen taulu',
  'projectId is required': 'projectId vaaditaan',
  'projectId is too long': 'projectId on liian pitkä',
  'redisUrl must be a URL': 'redisUrl-arvon on oltava URL',
  'tn is required': 'tn vaaditaan',
  'tn is too long': 'tn on liian pitkä',
};
