import type { Migration } from '@plinth/sdk/server';

export const T = {
  users: 'auth_users',
  refreshTokens: 'auth_refresh_tokens',
  apiTokens: 'auth_api_tokens',
  projectUsers: 'auth_project_users',
  sharedBases: 'auth_shared_bases',
  loginFailures: 'auth_login_failures',
  secrets: 'auth_secrets',
  oauthFlows: 'auth_oauth_flows',
} as const;

export const migrations: Migration[] = [
  {
    name: '001_accounts',
    async up(knex) {
      await knex.schema.createTable(T.users, (t) => {
        t.string('id', 36).primary();
        t.string('email', 320).notNullable().unique();
        t.string('password_hash', 255);
        t.string('firstname', 255);
        t.string('lastname', 255);
        t.string('roles', 255).notNullable();
        // Bumped by a password change or reset: every token issued before stops working.
        t.integer('token_version').notNullable().defaultTo(0);
        t.string('invite_token_hash', 64).index();
        t.timestamp('invite_expires_at');
        t.string('reset_token_hash', 64).index();
        t.timestamp('reset_expires_at');
        t.timestamp('created_at').notNullable();
        t.timestamp('updated_at').notNullable();
      });
      await knex.schema.createTable(T.refreshTokens, (t) => {
        t.increments('id');
        t.string('user_id', 36).notNullable().references('id').inTable(T.users).onDelete('CASCADE');
        t.string('family', 36).notNullable().index();
        t.string('token_hash', 64).notNullable().unique();
        t.timestamp('expires_at').notNullable();
        t.timestamp('revoked_at');
        t.timestamp('created_at').notNullable();
      });
      await knex.schema.createTable(T.apiTokens, (t) => {
        t.increments('id');
        t.string('user_id', 36).notNullable().references('id').inTable(T.users).onDelete('CASCADE');
        t.string('description', 255).notNullable();
        t.string('token_hash', 64).notNullable().unique();
        t.string('token_hint', 16).notNullable();
        t.timestamp('created_at').notNullable();
        t.timestamp('last_used_at');
        t.timestamp('revoked_at');
      });
      await knex.schema.createTable(T.projectUsers, (t) => {
        t.string('project_id', 64).notNullable();
        t.string('user_id', 36).notNullable().references('id').inTable(T.users).onDelete('CASCADE');
        t.string('roles', 255).notNullable();
        t.timestamp('created_at').notNullable();
        t.primary(['project_id', 'user_id']);
      });
      await knex.schema.createTable(T.sharedBases, (t) => {
        t.string('id', 36).primary();
        t.string('project_id', 64).notNullable().index();
        t.string('roles', 64).notNullable();
        t.boolean('enabled').notNullable();
        t.string('created_by', 36);
        t.timestamp('created_at').notNullable();
      });
      await knex.schema.createTable(T.loginFailures, (t) => {
        t.increments('id');
        t.string('email', 320).notNullable();
        t.string('ip', 64).notNullable();
        t.timestamp('at').notNullable();
        t.index(['email', 'ip', 'at']);
      });
      await knex.schema.createTable(T.secrets, (t) => {
        t.string('name', 64).primary();
        t.text('value').notNullable();
      });
    },
  },
  {
    // OAuth sign-ins under way: each is bound to the browser that started it (a cookie holds the
    // flow id, stored hashed) and keeps its PKCE verifier here until the code comes back.
    name: '002_oauth_flows',
    async up(knex) {
      await knex.schema.createTable(T.oauthFlows, (t) => {
        t.string('id_hash', 64).primary();
        t.string('provider', 16).notNullable();
        t.string('nonce_hash', 64).notNullable();
        t.string('code_verifier', 128).notNullable();
        t.timestamp('expires_at').notNullable().index();
        // Set when the code is exchanged: a second exchange of the same flow is refused.
        t.timestamp('used_at');
      });
    },
  },
  {
    // A shared base may need a password (scrypt hash, never the password itself).
    name: '003_shared_base_password',
    async up(knex) {
      await knex.schema.alterTable(T.sharedBases, (t) => {
        t.string('password_hash', 255);
      });
    },
  },
  {
    // The user's chosen language (a LOCALES code), so every browser they sign in from uses it; null until they choose.
    name: '004_user_language',
    async up(knex) {
      await knex.schema.alterTable(T.users, (t) => {
        t.string('language', 16);
      });
    },
  },
];
