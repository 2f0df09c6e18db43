import type { UiSettings } from './entities.js';

/** Request headers of the spec (000 section 7). */
export const HEADERS = {
  auth: 'xc-auth',
  gui: 'xc-gui',
  preview: 'xc-preview',
  sharedBaseId: 'xc-shared-base-id',
  /** Beside `xc-shared-base-id` when the shared base has a password: the visit key `sharedBaseGet` answered. */
  sharedBaseKey: 'xc-shared-base-key',
  masterKey: 'xc-master-key',
  apiToken: 'xc-token',
} as const;

/**
 * localStorage key under which the web app keeps the signed-in session as `{ token }`. Pages a
 * plugin serves outside the app (Swagger UI, GraphiQL) read the token from it.
 */
export const SESSION_STORAGE_KEY = 'plinth.session';
/** localStorage key of the web app's UI settings (000 s.3: dark mode, palette, language...). */
export const UI_SETTINGS_STORAGE_KEY = 'plinth.ui';

/** Business constants and limits (000 section 9, 001 section 9). */
export const LIMITS = {
  passwordMinLength: 8,
  maxTables: 99999,
  maxTabs: 99,
  plainTabList: 8,
  historyEntries: 500,
  maxTerminals: 5,
  templateDescriptionPreview: 200,
  countTimeoutMs: 10_000,
} as const;

export const DEFAULT_ENV = '_noco';
export const DEFAULT_LANGUAGE = 'en';

/** UI settings of a first visit (000 s.3), before anything was saved. */
export function defaultUiSettings(): UiSettings {
  return {
    darkTheme: false,
    themeName: 'Default',
    customTheme: null,
    language: DEFAULT_LANGUAGE,
    autoUpdate: false,
    checkForUpdate: true,
    autoApplyFilter: true,
    includeM2M: false,
    tour: { home: false, dashboard: false },
    panels: {},
  };
}
export const DEFAULT_BACKEND_PORT = 8080;

/** Locales the product ships message bundles for (001 section 9). */
export const LOCALES = [
  'en',
  'zh_HK',
  'zh_TW',
  'zh_CN',
  'ja',
  'fr',
  'es',
  'de',
  'id',
  'it_IT',
  'ko',
  'nl',
  'ru',
  'sv',
  'da',
  'vi',
  'no',
  'iw',
  'fi',
  'uk',
  'hr',
  'th',
  'sl',
  'pt_BR',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Tables of the product itself that are never shown as user tables (000 section 9). */
export const RESERVED_TABLES = [
  '_evolutions',
  'nc_models',
  'nc_routes',
  'nc_hooks',
  'nc_store',
  'nc_evolutions',
  'nc_migrations',
  'nc_users',
  'nc_rpc',
  'nc_loaders',
  'nc_resolvers',
  'nc_roles',
  'nc_cron',
  'nc_acl',
  'nc_api_tokens',
  'nc_projects',
  'nc_projects_users',
  'nc_relations',
  'nc_shared_views',
  'nc_audit',
  'knex_migrations',
  'knex_migrations_lock',
  'xc_users',
  'nc_plugins',
  'nc_disabled_models_for_role',
] as const;

const RESERVED_TABLE_SET: ReadonlySet<string> = new Set(RESERVED_TABLES);

/** Whether a table name is the product's own or SQLite's (`sqlite_...`), in any letter case: never a user table. */
export function isReservedTableName(name: string): boolean {
  const lower = name.toLowerCase();
  return RESERVED_TABLE_SET.has(lower) || lower.startsWith('sqlite_');
}

/** Prefix of the RPC query parameter values: `sqlOp_tableList`, `sqlOpPlus_tableCreate`. */
export const RPC_PREFIX = { plain: 'sqlOp_', plus: 'sqlOpPlus_' } as const;
