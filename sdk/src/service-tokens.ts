/**
 * The service tokens plugins provide and consume, typed by their server interfaces (type-only
 * imports, so this module stays browser-safe): a manifest shared by a plugin's server and web
 * entries names what it provides by reference (`provides: [TableDataToken.id]`).
 */
import { defineServiceToken } from '@plinth/kernel/contracts';
import type { Mailer } from './server/services.js';
import type { AccessControl } from './server/types.js';
import type { TableDataService } from './server/data.js';
import type { ProjectsService } from './server/projects.js';
import type { StorageService } from './server/storage.js';
import type { ViewType } from './server/views.js';
import type { TableAccessRules } from './server/table-access.js';
import type { ClusterBus, SharedCounter } from './server/cluster.js';
import type { JobsService } from './server/jobs.js';
import type { CronAction } from './server/cron-actions.js';

export const AccessControlToken = defineServiceToken<AccessControl>('plinth.accessControl', {
  description: 'Authenticates requests and checks permissions (provided by the auth plugin).',
});

export const MailerToken = defineServiceToken<Mailer>('plinth.mailer', {
  description: 'Sends e-mail: SMTP when configured, otherwise the outbox and the server log (mailer plugin).',
});

export const TableDataToken = defineServiceToken<TableDataService>('plinth.tableData', {
  description:
    'Rows of project tables, read and written with the query guard, validation, virtual columns, relations and audit (provided by the data plugin).',
});

export const ProjectsToken = defineServiceToken<ProjectsService>('plinth.projects', {
  description: 'Projects, their open databases and table meta (provided by the projects plugin).',
});

export const StorageToken = defineServiceToken<StorageService>('plinth.storage', {
  description: 'Stores, reads and removes attachment files per project (storage-local: a folder).',
});

export const ViewTypeToken = defineServiceToken<ViewType>('plinth.viewType', {
  multi: true,
  description: 'View types keyed by type (grid, ...): settings validation, first-view seeding and the query a view stands for.',
});

export const TableAccessToken = defineServiceToken<TableAccessRules>('plinth.tableAccess', {
  description: 'Per-table, per-role read / create / update / delete rules the data service applies to every call (acl plugin).',
});

export const ClusterBusToken = defineServiceToken<ClusterBus>('plinth.clusterBus', {
  description:
    'Messages to every server sharing the meta store (Redis pub/sub), for caches to drop changed copies at once (cluster plugin).',
});

export const SharedCounterToken = defineServiceToken<SharedCounter>('plinth.sharedCounter', {
  description:
    'Counters shared by every server (Redis), for limits that hold across servers: wrong share-link passwords, form submissions (cluster plugin).',
});

export const JobsToken = defineServiceToken<JobsService>('plinth.jobs', {
  description:
    'Background jobs with retries and cron schedules, each run once across the servers: the meta store in one process, BullMQ on Redis when shared (jobs plugin).',
});

export const CronActionToken = defineServiceToken<CronAction>('plinth.cronAction', {
  multi: true,
  description: 'Actions a cron job may run, contributed by other plugins: an id, a title and run(projectId, params) (Cron Jobs plugin).',
});
