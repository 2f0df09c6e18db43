/** The bodies the Cron Jobs routes take; every message is a sentence the form shows as is. */
import { z } from '@plinth/sdk';
import { CRON_HTTP_METHODS } from '../types.js';

const LIMITS = {
  url: 2048,
  headers: 50,
  body: 100_000,
  sql: 100_000,
  params: 20_000,
} as const;

const header = z
  .object({
    name: z.string().max(256, 'A header name is at most 256 characters'),
    value: z.string().max(8192, 'A header value is at most 8192 characters'),
    enabled: z.boolean().default(true),
  })
  .strict();

const httpUrl = z
  .string({ error: 'The request needs a URL' })
  .trim()
  .min(1, 'The request needs a URL')
  .max(LIMITS.url, `A URL is at most ${LIMITS.url} characters`)
  .refine(
    (url) => {
      try {
        return ['http:', 'https:'].includes(new URL(url).protocol);
      } catch {
        return false;
      }
    },
    { error: 'The URL must be an http:// or https:// address' },
  );

const action = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('http'),
        method: z.enum(CRON_HTTP_METHODS, { error: `The method must be one of ${CRON_HTTP_METHODS.join(', ')}` }),
        url: httpUrl,
        headers: z.array(header).max(LIMITS.headers, `At most ${LIMITS.headers} headers`).default([]),
        body: z.string().max(LIMITS.body, `A body is at most ${LIMITS.body} characters`).default(''),
      })
      .strict(),
    z
      .object({
        kind: z.literal('sql'),
        sql: z
          .string({ error: 'The SQL statement is required' })
          .trim()
          .min(1, 'The SQL statement is required')
          .max(LIMITS.sql, `A statement is at most ${LIMITS.sql} characters`),
      })
      .strict(),
    z
      .object({
        kind: z.literal('plugin'),
        actionId: z.string({ error: 'Choose an action' }).min(1, 'Choose an action').max(128, 'Unknown action'),
        params: z
          .record(z.string(), z.unknown(), { error: 'The parameters must be a JSON object' })
          .default({})
          .refine((p) => JSON.stringify(p).length <= LIMITS.params, { error: `The parameters are at most ${LIMITS.params} characters` }),
      })
      .strict(),
  ],
  { error: "The action's kind must be http, sql or plugin" },
);

const name = z.string({ error: 'A job needs a name' }).trim().min(1, 'A job needs a name').max(128, 'A name is at most 128 characters');
const cron = z.string({ error: 'A cron expression is required' }).trim().max(128, 'A cron expression is at most 128 characters');
const timezone = z.string({ error: 'The time zone must be text' }).trim().max(64, 'Unknown time zone').default('UTC');

export const jobBody = z
  .object({ name, cron, timezone, enabled: z.boolean({ error: 'enabled must be true or false' }).default(true), action })
  .strict();

export const jobPatch = z
  .object({
    name: name.optional(),
    cron: cron.optional(),
    timezone: z.string({ error: 'The time zone must be text' }).trim().max(64, 'Unknown time zone').optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
    action: action.optional(),
  })
  .strict();

export const describeBody = z.object({ cron, timezone }).strict();
