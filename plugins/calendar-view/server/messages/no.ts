/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  Calendar: 'Kalender',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Kalenderens {{what}}-kolonne '{{key}}' er ikke en dato- eller dato/klokkeslett-kolonne",
};
