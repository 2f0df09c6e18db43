/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL-kjøreren stoppet uventet',
};
