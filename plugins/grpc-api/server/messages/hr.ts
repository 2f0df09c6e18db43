/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Record deleted': 'Zapis je izbrisan',
  "Service {{service}} is not part of this project's package {{package}}": 'Usluga {{service}} nije dio paketa {{package}} ovog projekta',
  'method is required': 'method je obavezan',
  'service is required': 'service je obavezan',
};
