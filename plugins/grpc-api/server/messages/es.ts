/** Spanish server messages. */
export const es: Record<string, string> = {
  'Record deleted': 'Registro eliminado',
  "Service {{service}} is not part of this project's package {{package}}":
    'El servicio {{service}} no forma parte del paquete {{package}} de este proyecto',
  'method is required': 'method es obligatorio',
  'service is required': 'service es obligatorio',
};
