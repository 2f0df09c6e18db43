import { DB_CLIENTS, DEFAULT_ENV, SSL_USAGE, z } from '@plinth/sdk';

/** An environment's name: a letter or _, then letters, digits, _ or - (it may become part of a file name). */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

const inflectionMode = z.enum(['none', 'camelize'], { error: 'Inflection is none or camelize' });

export const connectionSchema = z
  .object({
    host: z.string().max(255).optional(),
    port: z.coerce.number().int().min(1, 'Port must be 1 to 65535').max(65535, 'Port must be 1 to 65535').optional(),
    user: z.string().max(255).optional(),
    password: z.string().max(1024).optional(),
    database: z.string().max(255).optional(),
    filename: z.string().max(1024).optional(),
    ssl: z
      .object({
        usage: z.enum(SSL_USAGE, { error: `SSL usage is one of ${SSL_USAGE.join(', ')}` }).optional(),
        ca: z.string().max(65536).optional(),
        key: z.string().max(65536).optional(),
        cert: z.string().max(65536).optional(),
      })
      .optional(),
  })
  .strict();

const dbInput = z.object({
  client: z.enum(DB_CLIENTS, { error: `Database type is one of ${DB_CLIENTS.join(', ')}` }),
  connection: connectionSchema,
  createIfNotExists: z.boolean().default(true),
  inflection: z.object({ tn: inflectionMode.default('none'), cn: inflectionMode.default('none') }).default({ tn: 'none', cn: 'none' }),
});
export type DbInput = z.infer<typeof dbInput>;

const projectTitle = z
  .string({ error: 'Project name required' })
  .trim()
  .min(1, 'Project name required')
  .max(255, 'Project name is too long');

export const createProjectArgs = z.object({
  title: projectTitle,
  projectType: z.enum(['rest', 'graphql', 'grpc'], { error: 'Project access type is rest, graphql or grpc' }).default('rest'),
  /** Absent: a new project on an embedded SQLite file. */
  db: dbInput.optional(),
});

/** An environment's name (`_noco`, `test`, `production`...): it may name an embedded file. */
export const envName = z
  .string({ error: 'Environment name required' })
  .trim()
  .regex(ENV_NAME, 'An environment name is a letter or _ then up to 63 letters, digits, _ or -');

export const updateProjectArgs = z.object({
  title: projectTitle.optional(),
  projectType: z.enum(['rest', 'graphql', 'grpc']).optional(),
  /** Replaces the connection of `env`'s database (default `_noco`); an absent password keeps the stored one. */
  db: dbInput.optional(),
  /** The environment `db` is for; one the project lacks is added (on a new embedded file without `db`). */
  env: envName.optional(),
  /** An environment to take away (neither the working one nor `_noco`). */
  removeEnv: envName.optional(),
});

/**
 * `projectCreate1`: a project from its full JSON, several environments at once (each one
 * database, embedded when `db` is absent); `activeEnv` (default `_noco`, else the first) works.
 */
export const createProjectWithEnvsArgs = z
  .object({
    title: projectTitle,
    projectType: z.enum(['rest', 'graphql', 'grpc'], { error: 'Project access type is rest, graphql or grpc' }).default('rest'),
    envs: z
      .record(envName, z.object({ db: dbInput.optional() }).strict())
      .refine((envs) => Object.keys(envs).length > 0, 'A project needs at least one environment')
      .refine((envs) => Object.keys(envs).length <= 16, 'At most 16 environments'),
    activeEnv: envName.optional(),
  })
  .transform((v) => ({ ...v, activeEnv: v.activeEnv ?? (v.envs[DEFAULT_ENV] ? DEFAULT_ENV : Object.keys(v.envs)[0]!) }));

export const listArgs = z.object({ query: z.string().max(255).optional() });
