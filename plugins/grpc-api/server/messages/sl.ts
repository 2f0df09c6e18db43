/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
  "Service {{service}} is not part of this project's package {{package}}": 'Storitev {{service}} ni del paketa {{package}} tega projekta',
  'method is required': 'method je obvezen',
  'service is required': 'service je obvezen',
};
