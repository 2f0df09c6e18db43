/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Record deleted': 'Registro excluído',
  "Service {{service}} is not part of this project's package {{package}}":
    'O serviço {{service}} não faz parte do pacote {{package}} deste projeto',
  'method is required': 'method é obrigatório',
  'service is required': 'service é obrigatório',
};
