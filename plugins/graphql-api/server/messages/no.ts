/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Bad request': 'Ugyldig forespørsel',
};
