/** Hebrew server messages. */
export const iw: Record<string, string> = {
  Kanban: 'קנבן',
  "Kanban group column '{{groupColumn}}' is not a single select column": "עמודת הקיבוץ של הקנבן '{{groupColumn}}' אינה עמודת בחירה יחידה",
};
