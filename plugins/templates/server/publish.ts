import { badRequest, createRouter, HttpError, safeFetch, type ServerContext } from '@plinth/sdk/server';
import { parseTemplateDocument } from './document/index.js';
import type { TemplateDocument } from '../types.js';

/** Where `projectTemplateCreate` files templates: a GitHub repository the operator configured. */
export interface PublishConfig {
  token: string;
  /** `owner/name`. */
  repo: string;
  branch: string;
  /** Folder in the repository ('' for its root). */
  dir: string;
  /** The GitHub REST API's base URL. */
  api: string;
}

const REPO = /^[\w.-]+\/[\w.-]+$/;

/** The configuration from the environment, or undefined when the token or the repository is missing. */
export function publishConfig(env: NodeJS.ProcessEnv = process.env): PublishConfig | undefined {
  const token = env.PLINTH_TEMPLATE_GITHUB_TOKEN?.trim();
  const repo = env.PLINTH_TEMPLATE_GITHUB_REPO?.trim();
  if (!token || !repo || !REPO.test(repo)) return undefined;
  return {
    token,
    repo,
    branch: env.PLINTH_TEMPLATE_GITHUB_BRANCH?.trim() || 'main',
    dir: (env.PLINTH_TEMPLATE_GITHUB_PATH ?? 'templates').trim().replace(/^\/+|\/+$/g, ''),
    api: (env.PLINTH_TEMPLATE_GITHUB_API?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
  };
}

/** 001 s.7: the project name plus a timestamp plus `.json` (word characters and dashes only). */
export function templateFileName(title: string, now: Date): string {
  const name =
    title
      .replace(/[^\w-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'template';
  return `${name}_${now.getTime()}.json`;
}

function jsonOf<T extends object>(body: Buffer): Partial<T> {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

const LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 15_000, maxRedirects: 0 };

/** Whole sentences per step, so that each translates as one. */
const UPSTREAM_MSG = {
  read: (answer: string) => `GitHub refused to read the template (${answer})`,
  save: (answer: string) => `GitHub refused to save the template (${answer})`,
};

function upstreamError(step: 'read' | 'save', status: number, body: Buffer): HttpError {
  const message = jsonOf<{ message?: unknown }>(body).message;
  const detail = typeof message === 'string' ? message : '';
  const answer = `${status}${detail ? `: ${detail.slice(0, 200)}` : ''}`;
  return new HttpError(502, UPSTREAM_MSG[step](answer));
}

/**
 * Files the document in the repository (001 s.7, repository hosting service): GET the file's
 * contents for its hash (an update), then PUT the contents with the authorization header, a
 * message, the base64 content, the hash and the branch. Answers the file's web address.
 */
async function publishTemplate(config: PublishConfig | undefined, doc: TemplateDocument, now = new Date()): Promise<{ path: string }> {
  if (!config) throw badRequest('Missing token or template path');
  const file = [config.dir, templateFileName(doc.title, now)].filter(Boolean).join('/');
  const url = `${config.api}/repos/${config.repo}/contents/${file.split('/').map(encodeURIComponent).join('/')}`;
  const headers = {
    authorization: `Bearer ${config.token}`,
    accept: 'application/vnd.github+json',
    'user-agent': 'plinth-templates',
    'x-github-api-version': '2022-11-28',
  };
  const current = await safeFetch(`${url}?ref=${encodeURIComponent(config.branch)}`, { ...LIMITS, headers });
  if (current.status !== 200 && current.status !== 404) throw upstreamError('read', current.status, current.body);
  const sha = current.status === 200 ? jsonOf<{ sha?: unknown }>(current.body).sha : undefined;
  const body = JSON.stringify({
    message: `Template ${doc.title}`,
    content: Buffer.from(JSON.stringify(doc, null, 2), 'utf8').toString('base64'),
    branch: config.branch,
    ...(typeof sha === 'string' && { sha }),
  });
  const put = await safeFetch(url, { ...LIMITS, method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body });
  if (put.status !== 200 && put.status !== 201) throw upstreamError('save', put.status, put.body);
  const htmlUrl = jsonOf<{ content?: { html_url?: unknown } }>(put.body).content?.html_url;
  return {
    path:
      typeof htmlUrl === 'string' && /^https?:\/\//.test(htmlUrl)
        ? htmlUrl
        : `https://github.com/${config.repo}/blob/${config.branch}/${file}`,
  };
}

/**
 * `POST /api/v1/projectTemplateCreate` (001 s.7): admins (`templateEdit`) file a valid template in
 * the operator's repository; 400 'Missing token or template path' when none is configured.
 */
export function publishRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.post('/', ctx.http.requirePermission('templateEdit'), async (req, res) => {
    const config = publishConfig();
    if (!config) throw badRequest('Missing token or template path');
    res.json(await publishTemplate(config, parseTemplateDocument(req.body, 'gallery')));
  });
  return router;
}
