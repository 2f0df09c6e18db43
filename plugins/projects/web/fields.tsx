import type { ProjectApiType } from '@plinth/sdk';
import { useT } from '@plinth/sdk/web';
import { FormControl, Radio, RadioGroup, Stack } from '@primer/react';
import { PLUGIN_ID } from './paths.js';

/** REST, GraphQL or gRPC (the project access type; a gRPC project opens the gRPC Client tab). */
export function AccessTypeField({ value, onChange }: { value: ProjectApiType; onChange(value: ProjectApiType): void }) {
  const t = useT(PLUGIN_ID);
  return (
    <RadioGroup name="projects-access-type" onChange={(next) => next && onChange(next as ProjectApiType)}>
      <RadioGroup.Label>{t('field.projectType')}</RadioGroup.Label>
      <Stack direction="horizontal">
        {(['rest', 'graphql', 'grpc'] as const).map((type) => (
          <FormControl key={type}>
            <Radio value={type} checked={value === type} />
            <FormControl.Label>{t(`access.${type}`)}</FormControl.Label>
          </FormControl>
        ))}
      </Stack>
    </RadioGroup>
  );
}
