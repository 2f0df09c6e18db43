import { FormControl, TextInput } from '@primer/react';
import { usePlinth, useT } from '@plinth/sdk/web';
import { useState } from 'react';
import { EDIT_TOKEN_KEY } from './counters.js';

/** The hidden password field for the template-edit token (001 s.6), kept client-side. */
export function EditTokenField() {
  const t = useT('templates');
  const storage = usePlinth().storage('templates');
  const [value, setValue] = useState(() => storage.get<string>(EDIT_TOKEN_KEY) ?? '');
  return (
    <FormControl>
      <FormControl.Label>{t('editor.token')}</FormControl.Label>
      <TextInput
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (e.target.value) storage.set(EDIT_TOKEN_KEY, e.target.value);
          else storage.remove(EDIT_TOKEN_KEY);
        }}
      />
      <FormControl.Caption>{t('editor.tokenHint')}</FormControl.Caption>
    </FormControl>
  );
}
