/**
 * Every RPC operation of 000 s.7 ("Operations: projectCreate1, projectReadByFolder, ...") is
 * answered by a host with all built-in plugins: none may answer 404 'Unknown operation'. Each is
 * called as the super admin on a project with empty args, so validating operations answer 400
 * and nothing changes; no answer may be a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { builtInPlugins } from '../src/plugins.js';

const crud = (nouns: string[], verbs: string[]) => nouns.flatMap((n) => verbs.map((v) => `${n}${v}`));

/** 000 s.7's list, expanded (`view/function/... Create/List/Update/Delete` and the like). */
const SPEC_OPERATIONS: readonly string[] = [
  ...new Set([
    'projectCreate1',
    'projectReadByFolder',
    'PROJECT_READ_BY_WEB',
    'sharedBaseGet',
    ...crud(['table'], ['Create', 'List', 'Update', 'Delete', 'Rename']),
    'xcTableAndViewList',
    ...crud(['view', 'function', 'procedure', 'sequence', 'trigger', 'index'], ['Create', 'List', 'Update', 'Delete']),
    'viewList',
    'functionList',
    'procedureList',
    'sequenceList',
    ...crud(['row'], ['Create', 'List', 'Update', 'Delete']),
    ...crud(['seed'], ['Init', 'Term', 'Start', 'Stop', 'SettingsRead', 'SettingsCreate']),
    'projectGenerateBackend',
    'projectGenerateBackendGql',
    'relationCreate',
    'relationDelete',
    'xcM2MRelationCreate',
    'xcVirtualRelationCreate',
    'xcVirtualRelationDelete',
    'xcRelationColumnDelete',
    'tableXcModelGet',
    'executeRawQuery',
    'handleApiCall',
    'xcPluginRead',
    'projectChangeEnv',
    'ncProjectInfo',
    'xcRelease',
    'xcAuditCreate',
    // Last: stopping the project's API server would make the project's other operations answer 503.
    ...crud(['projectAPIServer'], ['GetCloudUrl', 'SendNotification', 'Start', 'Stop']),
  ]),
];

describe("000 s.7's operation list", () => {
  let h: TestHost;
  let s: TestProjectSession;

  beforeAll(async () => {
    // A registry nobody answers on: xcRelease answers 'unknown' without leaving the machine.
    h = await bootTestHost({ plugins: builtInPlugins, npmRegistry: 'http://127.0.0.1:9' });
    s = await signedUpProject(h, { title: 'Spec walk' });
  }, 120_000);
  afterAll(() => h?.close());

  it('lists the whole expanded list (64 operations)', () => {
    expect(SPEC_OPERATIONS).toHaveLength(64);
    expect(SPEC_OPERATIONS).toContain('triggerDelete');
    expect(SPEC_OPERATIONS).toContain('seedSettingsCreate');
    expect(SPEC_OPERATIONS).toContain('projectAPIServerSendNotification');
  });

  it('answers every operation: none unknown, none a 5xx', async () => {
    const unknown: string[] = [];
    const failed: string[] = [];
    for (const op of SPEC_OPERATIONS) {
      const r = await s.rpcAnswer(op, {});
      if (r.status === 404 && /^Unknown operation/.test(String(r.body?.msg))) unknown.push(op);
      else if (r.status >= 500) failed.push(`${op} -> ${r.status} ${JSON.stringify(r.body)}`);
    }
    expect(unknown, 'operations of 000 s.7 the host does not answer').toEqual([]);
    expect(failed, 'operations answering a 5xx to empty args').toEqual([]);
  }, 120_000);
});
