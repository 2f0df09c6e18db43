/** Swedish server messages. */
export const sv: Record<string, string> = {
  'One logo at most': 'Högst en logotyp',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'Logotypens URL måste vara en http(s)-adress, en sökväg på den här servern eller en inbäddad bild',
  'The title is at most 100 characters': 'Titeln är högst 100 tecken lång',
};
