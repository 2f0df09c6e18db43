/** Finnish server messages. */
export const fi: Record<string, string> = {
  'At most 1000 paths at once': 'Enintään 1000 polkua kerralla',
  'File deleted': 'Tiedosto poistettu',
  'File not found': 'Tiedostoa ei löytynyt',
  'File too large: at most {{max}} MB per file': 'Tiedosto on liian suuri: enintään {{max}} Mt tiedostoa kohden',
  'Invalid file name': 'Virheellinen tiedostonimi',
  'Invalid or expired file token': 'Virheellinen tai vanhentunut tiedostotunnus',
  'Invalid project id': 'Virheellinen projektin tunnus',
  'No file content': 'Ei tiedoston sisältöä',
  'paths must be a list of stored file names': 'paths-arvon on oltava luettelo tallennettujen tiedostojen nimistä',
  'paths must not be empty': 'paths ei saa olla tyhjä',
};
