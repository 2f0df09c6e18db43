/** Italian server messages. */
export const it_IT: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' contiene collegamenti molti-a-molti: scegli le tabelle che collega; i loro collegamenti vengono aggiunti insieme alle righe",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' è una vista: solo le tabelle ricevono righe di esempio",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 riga di '{{_tn}}' non aggiunta come dati di esempio fa riferimento a righe di esempio di '{{_tn2}}': rimuovila o falla puntare altrove prima; non è stato rimosso nulla",
  'A table is chosen twice': 'Una tabella è stata scelta due volte',
  'Args must be an object': 'Args deve essere un oggetto',
  'At most 500 tables': 'Al massimo 500 tabelle',
  'Choose at least one table': 'Scegli almeno una tabella',
  'Locale must be one of {{SEED_LOCALES}}': 'La lingua deve essere una tra {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Nessuna impostazione dei dati di esempio: scegli prima le tabelle e le righe',
  'Sample data is already being added to this project': 'I dati di esempio sono già in fase di aggiunta a questo progetto',
  'Sample data is being added: stop it first': 'I dati di esempio sono in fase di aggiunta: interrompi prima l’operazione',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Le righe di esempio di '{{_tn}}' sono referenziate da altre righe ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "La tabella '{{_tn}}' non ha una chiave primaria: non è stato possibile rimuovere le righe di esempio",
  "Table '{{_tn}}' is disabled in Meta Management": "La tabella '{{_tn}}' è disattivata in Gestione dei metadati",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "La tabella '{{_tn}}' richiede righe in '{{rtn}}': aggiungi righe di esempio anche a '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "La tabella '{{tn}}' è stata scelta due volte",
  "Table '{{tn}}' not found": "Tabella '{{tn}}' non trovata",
  'Table name is too long': 'Il nome della tabella è troppo lungo',
  'Table name required': 'Il nome della tabella è obbligatorio',
  'Tables must be a list of { tn, rows }': 'Le tabelle devono essere un elenco di { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Le tabelle {{names}} si riferiscono l’una all’altra tramite chiavi obbligatorie: nessun ordine permette di riempirle',
  'project_id is required': 'project_id è obbligatorio',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} righe di '{{_tn}}' non aggiunte come dati di esempio fanno riferimento a righe di esempio di '{{_tn2}}': rimuovile o falle puntare altrove prima; non è stato rimosso nulla",
  '{{total}} sample rows removed': '{{total}} righe di esempio rimosse',
};
