/**
 * The public read API of shared views (`/api/v1/public/views/:shareId`): no sign-in, the link's
 * password when it has one. A visitor sees only the columns the view shows: the view's own
 * filter is always ANDed, the selected fields are always the view's, and the visitor's where /
 * sort are checked against the shown columns only, so hidden columns cannot be read or probed.
 */
import {
  FORM_UPLOAD_LIMITS,
  formUploadAllowed,
  SHARE_PASSWORD_HEADER,
  type SharedViewInfo,
  type TableMeta,
  type ViewQuery,
} from '@plinth/sdk';
import {
  ColumnIndex,
  combineWhere,
  createRouter,
  publicRoute,
  escapeListItem,
  formatWhere,
  HttpError,
  parseFields,
  parseWhere,
  planQuery,
  queryFlag,
  queryLimits,
  receiveUploads,
  runAsCaller,
  type ShareGuard,
  sqlFamily,
  StorageToken,
  TableDataToken,
  type ApiRow,
  type ListOptions,
  type ProjectsService,
  type ServerContext,
  type ViewTableContext,
  type WhereNode,
} from '@plinth/sdk/server';
import type { Request, Response } from 'express';
import { linkChoices, linkField, resolveLinks, shownRelations } from './form-links.js';
import type { FormUploads } from './form-uploads.js';
import type { SubmitLimit } from './submit-limit.js';
import { SubmissionError, submittedRow } from './submit.js';
import { readSettings, type ViewRow, type ViewStore } from './store.js';
import { DEFAULT_DB_ALIAS, viewTable, viewTypes, type ViewTable } from './tables.js';

const shareNotFound = () => new HttpError(404, 'Shared view not found');

/** A shared view ready to answer: its row, table, settings as read and what it shows. */
interface SharedView {
  row: ViewRow;
  table: ViewTable;
  settings: unknown;
  query: ViewQuery;
  /** The table meta reduced to the shown columns (no relations, no virtual columns). */
  shown: TableMeta;
}

/**
 * The meta a visitor gets: the stored columns named by `fields` in that order (every selectable
 * column when absent, none when empty); relations and virtual columns reach other tables or
 * compute from hidden ones, so they are left out.
 */
function shownMeta(meta: TableMeta, query: ViewQuery, table: ViewTableContext): TableMeta {
  const index = ColumnIndex.of(meta, sqlFamily(table.client));
  // The view's own list: not bounded by the request limit on `fields` text.
  const names = query.fields === '' ? [] : parseFields(query.fields ?? '', index, queryLimits({ maxListLength: Number.MAX_SAFE_INTEGER }));
  const byName = new Map(meta.columns.map((c) => [c.cn, c]));
  const columns = names.flatMap((cn) => byName.get(cn) ?? []);
  const belongsTo = shownRelations(meta, query.relations, table);
  return { tn: meta.tn, _tn: meta._tn, ...(meta.type && { type: meta.type }), columns, ...(belongsTo.length && { belongsTo }) };
}

/** The where tree with every field replaced by the column's physical name, resolved among `index`'s columns. */
function physicalNames(node: WhereNode, index: ColumnIndex): WhereNode {
  switch (node.type) {
    case 'and':
    case 'or':
      return { type: node.type, children: node.children.map((c) => physicalNames(c, index)) };
    case 'not':
      return { type: 'not', child: physicalNames(node.child, index) };
    case 'condition':
      return { ...node, field: index.resolve(node.field, 'where').cn };
  }
}

const queryText = (req: Request, name: string): string | undefined => {
  const v = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new HttpError(400, `${name} must be given once, as text`);
  return v;
};

const listOptions = (req: Request): ListOptions => (queryFlag(req.query, 'withTotal') === false ? { withTotal: false } : {});

/**
 * An attachment cell (JSON text or a list, as the data service answers it) with each file's
 * `url` signed again from its stored `path`; the cell's form is kept. A file the storage refuses
 * (a path that is not a stored name) keeps no link.
 */
async function freshlySigned(value: unknown, sign: (path: string) => Promise<string>): Promise<unknown> {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!Array.isArray(list)) return value;
  const signed = await Promise.all(
    list.map(async (item: unknown) => {
      if (typeof item !== 'object' || item === null || typeof (item as { path?: unknown }).path !== 'string') return item;
      const url = await sign((item as { path: string }).path).catch(() => '');
      return { ...item, url };
    }),
  );
  return typeof value === 'string' ? JSON.stringify(signed) : signed;
}

export function publicRoutes(
  ctx: ServerContext,
  projects: ProjectsService,
  store: ViewStore,
  uploads: FormUploads,
  guard: ShareGuard,
  submitLimit: SubmitLimit,
  uploadLimit: SubmitLimit,
) {
  const router = createRouter({ mergeParams: true });
  // The link is the credential: `open` checks it and its password (rate limited) on every call.
  router.use(publicRoute('shared view links: the link, and its password when set, are the credential'));
  // A visitor of a link acts as a guest: the table access rules for guests apply to what it reads
  // and (through a form) creates.
  router.use((_req, _res, next) => runAsCaller({ kind: 'sharedView', roles: { guest: true } }, next));

  /** The link's view after its password check; answers 401 / 403 / 429 itself and returns undefined. */
  async function open(req: Request, res: Response): Promise<SharedView | undefined> {
    const shareId = String(req.params.shareId);
    const row = shareId.length <= 64 ? await store.byShareId(shareId) : undefined;
    if (!row || row.db_alias !== DEFAULT_DB_ALIAS) throw shareNotFound();
    if (row.share_password) {
      const given = req.get(SHARE_PASSWORD_HEADER);
      if (!given) {
        res.status(401).json({ msg: 'Password required', passwordRequired: true });
        return undefined;
      }
      const check = await guard.check(shareId, given, row.share_password);
      if (check === 'limited') throw new HttpError(429, 'Too many attempts, try again later');
      if (check === 'invalid') throw new HttpError(403, 'Invalid password');
    }
    const type = viewTypes(ctx).get(row.type);
    // The type's plugin is disabled: nothing can say what the view shows.
    if (!type) throw shareNotFound();
    const table = await viewTable(projects, row.project_id, row.tn, row.db_alias);
    const settings = readSettings(type, row, table);
    const query = type.query(table.meta, settings, table.context);
    return { row, table, settings, query, shown: shownMeta(table.meta, query, table.context) };
  }

  /**
   * The view's where ANDed with the visitor's; the visitor's names must be shown columns and
   * are sent on as physical names, so they cannot resolve to another (hidden) column.
   */
  function filterOf(view: SharedView, visitorWhere: string | undefined): string | undefined {
    const index = ColumnIndex.of(view.shown, sqlFamily(view.table.context.client));
    planQuery(view.shown, { where: visitorWhere }, { client: view.table.context.client, stableSort: false });
    const visitor = parseWhere(visitorWhere ?? '');
    const own = parseWhere(view.query.where ?? '');
    const both = combineWhere(own, visitor && physicalNames(visitor, index));
    return both && formatWhere(both);
  }

  /** The visitor's sort (shown columns only) when given, else the view's. */
  function sortOf(view: SharedView, visitorSort: string | undefined): string | undefined {
    if (!visitorSort?.trim()) return view.query.sort;
    const plan = planQuery(view.shown, { sort: visitorSort }, { client: view.table.context.client, stableSort: false });
    return plan.sort.map((s) => `${s.direction === 'desc' ? '-' : ''}${escapeListItem(s.column)}`).join(',');
  }

  /**
   * Only the shown columns' values, whatever the data service added (virtual columns, keys);
   * attachments with read links signed now, since the ones stored with the row expire and a
   * visitor has no sign-in to get new ones.
   */
  async function shownValues(view: SharedView, rows: ApiRow[]): Promise<ApiRow[]> {
    const keys = view.shown.columns.map((c) => c._cn);
    const shown = rows.map((row) => Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]])));
    const storage = ctx.services.getOptional(StorageToken);
    const attachmentKeys = view.shown.columns.filter((c) => c.uidt === 'Attachment').map((c) => c._cn);
    if (!storage || attachmentKeys.length === 0) return shown;
    const sign = (path: string) => storage.url(view.row.project_id, path);
    for (const row of shown) {
      for (const key of attachmentKeys) row[key] = await freshlySigned(row[key], sign);
    }
    return shown;
  }

  router.get('/', async (req, res) => {
    const view = await open(req, res);
    if (!view) return;
    const type = viewTypes(ctx).get(view.row.type)!;
    const info: SharedViewInfo = {
      view: {
        title: view.row.title,
        type: view.row.type,
        settings: type.publicSettings ? type.publicSettings(view.settings, view.shown, view.table.context) : view.settings,
        shareId: view.row.share_id!,
        access: type.sharedAccess ?? 'read',
      },
      meta: view.shown,
    };
    res.json(info);
  });

  /** A form's link takes rows and never shows them. */
  const refuseReadsOfForms = (view: SharedView) => {
    if (viewTypes(ctx).get(view.row.type)?.sharedAccess === 'submit') throw new HttpError(403, 'A shared form does not show its rows');
  };

  router.get('/rows', async (req, res) => {
    const view = await open(req, res);
    if (!view) return;
    refuseReadsOfForms(view);
    const data = ctx.services.get(TableDataToken);
    const fields = view.shown.columns.map((c) => escapeListItem(c.cn)).join(',');
    const result = await data.list(
      view.row.project_id,
      view.row.tn,
      {
        where: filterOf(view, queryText(req, 'where')),
        sort: sortOf(view, queryText(req, 'sort')),
        // Too long for a list parameter, or nothing shown: every column, cut down below.
        fields: fields && fields.length <= queryLimits().maxListLength ? fields : undefined,
        limit: queryText(req, 'limit'),
        offset: queryText(req, 'offset'),
      },
      listOptions(req),
    );
    res.json({ list: await shownValues(view, result.list), pageInfo: result.pageInfo });
  });

  router.get('/count', async (req, res) => {
    const view = await open(req, res);
    if (!view) return;
    refuseReadsOfForms(view);
    const data = ctx.services.get(TableDataToken);
    const filter = { where: filterOf(view, queryText(req, 'where')) };
    // `estimate=true`: a big PostgreSQL table answers the planner's estimate (`estimated: true`).
    if (queryFlag(req.query, 'estimate')) return void res.json(await data.countOrEstimate(view.row.project_id, view.row.tn, filter));
    res.json({ count: await data.count(view.row.project_id, view.row.tn, filter) });
  });

  /** The fields a visitor may send through a form's link; 403 for any other link. */
  const submissionFields = (view: SharedView) => {
    const type = viewTypes(ctx).get(view.row.type)!;
    if (type.sharedAccess !== 'submit' || !type.submission) throw new HttpError(403, 'This shared view does not take new rows');
    return type.submission(view.settings, view.table.meta, view.table.context);
  };

  router.post('/rows', async (req, res) => {
    const view = await open(req, res);
    if (!view) return;
    const fields = submissionFields(view);
    const shareId = view.row.share_id!;
    if (!(await submitLimit.take(shareId, req.ip ?? 'unknown'))) throw new HttpError(429, 'Too many submissions, try again later');
    const data = ctx.services.get(TableDataToken);
    let submission: { row: Record<string, unknown>; paths: string[] };
    try {
      const withFiles = await uploads.resolve(shareId, fields, submittedRow(fields, req.body));
      submission = { ...withFiles, row: await resolveLinks(data, view.row.project_id, fields, withFiles.row) };
    } catch (err) {
      if (!(err instanceof SubmissionError)) throw err;
      res.status(400).json({ msg: err.message, field: err.field });
      return;
    }
    await data.create(view.row.project_id, view.row.tn, submission.row, { userId: null });
    await uploads.claim(shareId, submission.paths);
    res.status(201).json({ ok: true });
  });

  // The rows a form's link field may point to: their ids and display values, nothing else.
  router.get('/options/:field', async (req, res) => {
    const view = await open(req, res);
    if (!view) return;
    const field = linkField(submissionFields(view), String(req.params.field));
    const offset = Number(queryText(req, 'offset') ?? 0);
    if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000) throw new HttpError(400, 'offset must be a whole number from 0');
    const q = queryText(req, 'q');
    if (q && q.length > 200) throw new HttpError(400, 'q is at most 200 characters');
    res.json(await linkChoices(ctx.services.get(TableDataToken), view.row.project_id, field, q, offset));
  });

  // Files for a form's attachment fields, before the visitor submits it; they answer read links
  // to the visitor's own files only.
  router.post('/upload', async (req, res) => {
    const view = await open(req, res);
    if (!view) return;
    if (!submissionFields(view).some((f) => f.uidt === 'Attachment')) throw new HttpError(403, 'This form takes no files');
    const storage = ctx.services.getOptional(StorageToken);
    if (!storage) throw new HttpError(503, 'No storage plugin is running');
    const shareId = view.row.share_id!;
    if (!(await uploadLimit.take(shareId, req.ip ?? 'unknown'))) throw new HttpError(429, 'Too many uploads, try again later');
    const list = await receiveUploads(req, res, {
      storage,
      projectId: view.row.project_id,
      maxFiles: FORM_UPLOAD_LIMITS.maxFiles,
      maxFileMb: FORM_UPLOAD_LIMITS.maxFileMb,
      refuse: ({ mimetype, name }) =>
        formUploadAllowed(mimetype, name) ? null : `A form does not take files of type ${mimetype || 'unknown'} ('${name}')`,
    });
    await uploads.record(shareId, view.row.project_id, list);
    await uploads.sweep();
    res.status(201).json({ list });
  });

  return router;
}
