import { DB_CLIENTS, SSL_USAGE, z } from '@plinth/sdk';

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
  projectType: z.enum(['rest', 'graphql'], { error: 'Project access type is rest or graphql' }).default('rest'),
  /** Absent: a new project on an embedded SQLite file. */
  db: dbInput.optional(),
});

export const updateProjectArgs = z.object({
  title: projectTitle.optional(),
  projectType: z.enum(['rest', 'graphql']).optional(),
  /** Replaces the connection of the default database; an absent password keeps the stored one. */
  db: dbInput.optional(),
});

export const listArgs = z.object({ query: z.string().max(255).optional() });
