import type { DependencyContainer } from 'tsyringe';
import type { Server as HttpServer } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { HookKind, HookPoint, Logger, PluginManifest, ServiceToken, TapFn } from '@plinth/kernel/contracts';
import type { RoleMap, RoleName, RpcRequestBody } from '../entities.js';
import type { MessageBundles, ServerMessages } from './messages.js';

/** Facts about the running host a plugin may read. */
export interface HostConfig {
  version: string;
  /** Folder for embedded databases and files (`PLINTH_DATA_DIR`, default `./data`). */
  dataDir: string;
  port: number;
  metaClient: 'sqlite3' | 'pg' | 'mysql2';
  /** The meta store's database server when it is not the embedded file: never opened as a project database. */
  metaServer?: DatabaseServerAddress;
  /** What the operator allows external databases to be (see `ExternalDatabaseLimits`). */
  externalDatabases: ExternalDatabaseLimits;
}

/** Where a database server listens, and the database. */
export interface DatabaseServerAddress {
  host: string;
  port: number;
  database: string;
}

/**
 * Operator settings for external databases. A project's embedded file is always chosen by the
 * server; opening an existing file or a database server is connecting an external database.
 */
export interface ExternalDatabaseLimits {
  /**
   * Absolute folders external SQLite files may lie in (`PLINTH_EXTERNAL_SQLITE_DIRS`); empty:
   * no external SQLite files. Never the data folder or anything under it.
   */
  sqliteDirs: readonly string[];
  /**
   * Database server hosts that may be connected (`PLINTH_EXTERNAL_DB_HOSTS`: names, addresses
   * or CIDR ranges); null: any host.
   */
  hosts: readonly string[] | null;
}

/** Who is calling: resolved by the access-control service from the request headers. */
export interface Principal {
  kind: 'user' | 'apiToken' | 'sharedBase' | 'masterKey' | 'anonymous';
  userId?: string;
  email?: string;
  /** Global roles. */
  roles: RoleMap;
  /** Role the admin previews as (`xc-preview`), replacing held roles in checks. */
  preview?: RoleName;
  /** For `sharedBase` principals: the one project the shared base opens. */
  sharedBaseProjectId?: string;
  /** For `apiToken` principals: which token. */
  apiTokenId?: string;
  /** The signed-in user's chosen language (a LOCALES code), for answers when the request names none. */
  language?: string;
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * Provided by the auth plugin. Deny by default: with no running provider every permission check
 * answers 503 (the host never treats a missing provider as "allowed").
 *
 * `authenticate` and `authorize` may answer without a promise (a cached session, cached roles):
 * they run on every request, and each promise there is a measurable part of a data API call.
 * Callers `await` the answer or test for a promise; a synchronous answer may also be a throw.
 */
export interface AccessControl {
  authenticate(req: Request): Principal | null | Promise<Principal | null>;
  authorize(
    principal: Principal | null,
    permission: string,
    scope: { projectId?: string; ignorePreview?: boolean },
  ): AccessDecision | Promise<AccessDecision>;
  /**
   * The roles that count for `principal` inside `projectId` (global admin roles and the project's,
   * preview applied), or its global roles without a project: what the data service's table access
   * rules are read for. Optional for access controls built before table rules.
   */
  rolesIn?(principal: Principal, projectId: string | undefined): RoleMap | Promise<RoleMap>;
  /**
   * A user's principal, for work done later on their behalf (a scheduled SQL job checks, at each
   * run, the rights of whoever saved it): null when the user no longer exists. Optional for
   * access controls built before it; such work is then refused.
   */
  principalOfUser?(userId: string): Promise<Principal | null>;
  /** Gives a user a role in a project (the creator of a project becomes its owner). */
  grantProjectRole(projectId: string, userId: string, role: RoleName): Promise<void>;
  /** Ids of the projects where the user holds a role. */
  projectIdsOf(userId: string): Promise<string[]>;
  /**
   * The project's admins (owner or creator in it) with their e-mail, for notices about the
   * project (`projectAPIServerSendNotification`). Optional for access controls built before it.
   */
  projectAdmins?(projectId: string): Promise<{ userId: string; email: string }[]>;
  /** Forgets every membership of a deleted project. */
  forgetProject(projectId: string): Promise<void>;
}

/** A meta-store migration; recorded once run, run in plugin dependency order. */
export interface Migration {
  /** Unique within the plugin, sortable: `001_palettes`. */
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface RpcCall<A> {
  operation: string;
  /** True for the `sqlOpPlus_` (tracked) variant. */
  plus: boolean;
  body: RpcRequestBody<A>;
  args: A;
  principal: Principal | null;
  files: UploadedFile[];
  query: Record<string, string>;
  req: Request;
}

export type RpcHandler<A, R> = (call: RpcCall<A>) => R | Promise<R>;

/**
 * An operation declares the permission it needs (`SIGNED_IN`: any principal), checked in the
 * project of the call's `project_id` unless the permission is server-wide; or it is public on
 * purpose, with the reason (listed in the plugin's README). Deny by default: nothing else
 * registers.
 */
export type RpcOperationOptions<A> = {
  /** Validates `args`; a failure answers 400 with the first issue's message. */
  args?: z.ZodType<A>;
} & ({ permission: string; public?: never; reason?: never } | { public: true; reason: string; permission?: never });

export interface HttpContributions {
  /**
   * Mounts a router from `createRouter` (its routes carry their guards), or handlers led by a
   * guard (`requirePermission`, `publicRoute`), under a path; unmounted when the plugin stops.
   */
  mount(path: string, ...handlers: RequestHandler[]): void;
  /** Middleware answering 401 / 403 unless the caller holds the permission; sets `req.principal`. */
  requirePermission(permission: string, options?: { ignorePreview?: boolean; projectIdParam?: string }): RequestHandler;
  /** Marks the routes behind it public on purpose, for `reason` (list them in the plugin's README). */
  publicRoute(reason: string): RequestHandler;
  /**
   * Hands the host's HTTP server to `attach` once it listens (at once when it already does), for
   * what a router cannot do, e.g. WebSocket upgrades. What `attach` returns runs when the plugin
   * stops or the host closes, before the server stops listening: end long-lived connections there.
   */
  onServer(attach: (server: HttpServer) => void | ServerDetach): void;
}

/** Undoes an `onServer` attachment. */
export type ServerDetach = () => void | Promise<void>;

export interface RpcContributions {
  /** Registers the handler of `POST /dashboard?q=sqlOp_{name}` (and `sqlOpPlus_{name}`). */
  operation<A = unknown, R = unknown>(name: string, handler: RpcHandler<A, R>, options: RpcOperationOptions<A>): void;
}

export interface SettingsAccess<S> {
  get(): Promise<S>;
  /** Validates against the plugin's schema, stores and returns the merged value. */
  set(patch: Partial<S>): Promise<S>;
}

/** What a plugin's server part receives in every lifecycle step. */
export interface ServerContext<S = Record<string, unknown>> {
  readonly plugin: { id: string; manifest: PluginManifest };
  readonly log: Logger;
  readonly config: HostConfig;
  /** Knex on the meta store; tables a plugin owns are prefixed with its id. */
  readonly meta: Knex;
  /** The plugin's private DI container (child of the root). */
  readonly container: DependencyContainer;
  readonly services: {
    provide<T>(token: ServiceToken<T>, value: T): void;
    get<T>(token: ServiceToken<T>): T;
    getOptional<T>(token: ServiceToken<T>): T | undefined;
    getAll<T>(token: ServiceToken<T>): T[];
  };
  readonly hooks: {
    declare(point: HookPoint<unknown>): void;
    tap<P, K extends HookKind>(point: HookPoint<P, K>, fn: TapFn<P, K>, options?: { stage?: number }): void;
    call<P>(point: HookPoint<P, 'sync'>, payload: P): void;
    call<P>(point: HookPoint<P, 'syncWaterfall'>, payload: P): P;
    promise<P>(point: HookPoint<P, 'asyncSeries' | 'asyncParallel'>, payload: P): Promise<void>;
    promise<P>(point: HookPoint<P, 'asyncSeriesWaterfall'>, payload: P): Promise<P>;
  };
  readonly http: HttpContributions;
  readonly rpc: RpcContributions;
  readonly settings: SettingsAccess<S>;
  /** The request's language and the translation of an English message or mail into it. */
  readonly messages: ServerMessages;
  onDispose(fn: () => void | Promise<void>): void;
}

/** The server half of a plugin. */
/**
 * A check of settings before (or after) they are saved: runs on the form's values merged over the
 * stored ones, answers a sentence for the admin, or throws an HttpError saying what failed.
 */
export interface SettingsTest<S = Record<string, unknown>> {
  /** Route name: letters, digits, dashes. */
  name: string;
  /** The button's text (plain). */
  label: string;
  run(settings: S, ctx: ServerContext<S>, caller: Principal): Promise<string>;
}

export interface ServerPart<S = Record<string, unknown>> {
  /** Meta-store migrations, run before `setup`. */
  migrations?: Migration[];
  /**
   * Settings with their schema; defaults come from the schema. Mark a secret (a password, a URL
   * with credentials) `.meta({ writeOnly: true })`: the settings API never sends it back.
   */
  settings?: z.ZodType<S>;
  /** Checks the App Store offers beside the settings form ('Send a test mail'). */
  settingsTests?: SettingsTest<S>[];
  /**
   * Translations of the English messages this part answers with (`serverMessages(en, { de, ... })`,
   * the English list kept by scripts/server-messages.mjs): the host sends each `{ msg }` in the
   * request's language.
   */
  messages?: MessageBundles;
  register?(ctx: ServerContext<S>): void | Promise<void>;
  setup?(ctx: ServerContext<S>): void | Promise<void>;
  start?(ctx: ServerContext<S>): void | Promise<void>;
  stop?(ctx: ServerContext<S>): void | Promise<void>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `requirePermission` and the RPC endpoint. */
      principal?: Principal | null;
    }
  }
}
