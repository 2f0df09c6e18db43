import type { ProjectRecord } from '@plinth/sdk/server';
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { ApiError, ScreenRouteContext, type WebContext } from '@plinth/sdk/web';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import plugin from '../web/index.js';
import EmbeddedProjectPage from '../web/EmbeddedProjectPage.js';
import ExternalProjectPage from '../web/ExternalProjectPage.js';
import { ProjectListPage } from '../web/ProjectListPage.js';

const web = plugin.web!;
const bundle = web.i18n?.en ?? {};

function project(id: string, title: string, options: { client?: 'pg' | 'sqlite3'; status?: 'started' | 'stopped' } = {}): ProjectRecord {
  const client = options.client ?? 'sqlite3';
  const embedded = client === 'sqlite3';
  return {
    id,
    title,
    projectType: 'rest',
    status: options.status ?? 'started',
    envs: {
      _noco: {
        db: [
          {
            dbAlias: 'db',
            client,
            embedded,
            inflection: { tn: 'none', cn: 'camelize' },
            connection: embedded
              ? { filename: `projects/${id}.db` }
              : { host: 'db.example.com', port: 5432, user: 'app', password: '********', database: 'shop' },
          },
        ],
      },
    },
    createdBy: 'u1',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

type Handler = (body: { project_id?: string; args?: any }) => unknown;
type Call = { op: string; body: { project_id?: string; args?: any } };

/** A WebContext made of plain objects, with a scripted RPC server: the plugin against the SDK contract only. */
function fakeContext(options: { handlers?: Record<string, Handler>; permissions?: string[] | '*'; projects?: ProjectRecord[] } = {}) {
  const projects = [...(options.projects ?? [])];
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = {
    PROJECT_READ_BY_WEB: ({ args }) =>
      projects.filter((p) => !args?.query || p.title.toLowerCase().includes(String(args.query).toLowerCase())),
    projectRead: ({ project_id }) => projects.find((p) => p.id === project_id) ?? new ApiError(404, `Project '${project_id}' not found`),
    projectStop: ({ project_id }) => ({ ...projects.find((p) => p.id === project_id)!, status: 'stopped' }),
    projectDelete: () => ({ msg: 'Project deleted' }),
    projectCreate: ({ args }) => ({ ...project('p9', args.title), projectType: args.projectType }),
    projectUpdate: ({ project_id, args }) => ({ ...projects.find((p) => p.id === project_id)!, title: args.title }),
    projectTestConnection: () => ({ ok: true, message: 'Connection was successful' }),
    ...options.handlers,
  };
  const ctx = fakeWebContext({
    texts: bundle,
    permissions: options.permissions ?? '*',
    api: {
      rpc: async <T,>(op: string, body: Call['body'] = {}): Promise<T> => {
        calls.push({ op, body: structuredClone(body) });
        const handler = handlers[op];
        if (!handler) throw new ApiError(404, `No operation ${op}`);
        const answer = await handler(body);
        if (answer instanceof Error) throw answer;
        return answer as T;
      },
    },
    session: { token: 'token' },
  });
  const callsOf = (op: string) => calls.filter((c) => c.op === op);
  return { ctx, projects, calls, callsOf };
}

function renderPage(ctx: WebContext, Page: ComponentType, route: { path: string; search?: string; params?: Record<string, string> }) {
  return render(
    withPlinth(
      ctx,
      <ScreenRouteContext.Provider value={{ path: route.path, search: route.search ?? '', params: route.params ?? {} }}>
        <Page />
      </ScreenRouteContext.Provider>,
    ),
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('projects plugin: routes', () => {
  it('contributes the list, both creation screens and the edit screen (the dashboard plugin owns /nc/:project_id)', () => {
    expect(web.routes?.map((r) => r.path)).toEqual(['/projects', '/project/xcdb', '/project/name', '/project/:id?']);
    expect(web.routes?.every((r) => !r.public)).toBe(true);
  });
});

describe('/projects: My Projects', () => {
  it('lists the projects with their database, access type and status; a row opens its dashboard', async () => {
    const { ctx } = fakeContext({ projects: [project('p1', 'Library'), project('p2', 'Shop', { client: 'pg', status: 'stopped' })] });
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    expect(screen.getByRole('heading', { name: 'My Projects' })).toBeTruthy();
    const rows = await screen.findAllByTestId('project-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))).toEqual([
      ['Library', 'Embedded SQLite', 'REST', 'Running'],
      ['Shop', 'PostgreSQL', 'REST', 'Stopped'],
    ]);
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('#/nc/p2');
    fireEvent.click(rows[1]!.querySelectorAll('td')[1]!);
    expect(ctx.navigate).toHaveBeenCalledWith('/nc/p2');
  });

  it('reads "Get started by creating a new project" when there is none', async () => {
    const { ctx } = fakeContext();
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    expect(await screen.findByText('Get started by creating a new project')).toBeTruthy();
  });

  it('searches through PROJECT_READ_BY_WEB and names a search without results; reload reads again', async () => {
    const { ctx, callsOf, projects } = fakeContext({ projects: [project('p1', 'Library')] });
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    await screen.findByText('Library');
    type('Search projects', 'zebra');
    expect(await screen.findByText('Your search for zebra found no results.')).toBeTruthy();
    expect(callsOf('PROJECT_READ_BY_WEB').map((c) => c.body.args)).toEqual([{}, { query: 'zebra' }]);

    type('Search projects', 'lib');
    await screen.findByText('Library');
    projects.push(project('p3', 'Library annex'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Library annex')).toBeTruthy();
    expect(callsOf('PROJECT_READ_BY_WEB').at(-1)?.body.args).toEqual({ query: 'lib' });
  });

  it('offers New project to creators: a new embedded project or an external database', async () => {
    const { ctx } = fakeContext();
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Create a new project/ }));
    expect(ctx.navigate).toHaveBeenLastCalledWith('/project/xcdb');
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Connect to an external database/ }));
    expect(ctx.navigate).toHaveBeenLastCalledWith('/project/name');
  });

  it('offers only a new embedded project to a user who may not connect external databases', async () => {
    const { ctx } = fakeContext({ permissions: ['projectCreate'] });
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([expect.stringMatching(/^Create a new project/)]);
  });

  it('hides New project and the admin actions from a user without those permissions', async () => {
    const { ctx } = fakeContext({ permissions: ['projectActions'], projects: [project('p1', 'Library')] });
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    await screen.findByText('Library');
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions of Library' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Stop', 'Restart']);
  });
});

describe('/projects: project actions', () => {
  async function choose(ctx: WebContext, title: string, action: string) {
    renderPage(ctx, ProjectListPage, { path: '/projects' });
    fireEvent.click(await screen.findByRole('button', { name: `Actions of ${title}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: action }));
    return screen.findByRole('alertdialog');
  }

  it('stops a project after Submit, toasts the outcome and reads the list again', async () => {
    const { ctx, callsOf } = fakeContext({ projects: [project('p1', 'Library')] });
    const dialog = await choose(ctx, 'Library', 'Stop');
    expect(within(dialog).getByText('Stop project Library?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(ctx.toast.success).toHaveBeenCalledWith('Project Library stopped'));
    expect(callsOf('projectStop').map((c) => c.body)).toEqual([{ project_id: 'p1' }]);
    await waitFor(() => expect(callsOf('PROJECT_READ_BY_WEB')).toHaveLength(2));
    // the menu and its dialog live in the row, but do not open the project
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('does nothing on Cancel or Esc', async () => {
    const { ctx, callsOf } = fakeContext({ projects: [project('p1', 'Library')] });
    const dialog = await choose(ctx, 'Library', 'Restart');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Actions of Library' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Restart' }));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf('projectRestart')).toEqual([]);
  });

  it('deletes an embedded project with Enter, also dropping its database file when ticked', async () => {
    const { ctx, callsOf } = fakeContext({ projects: [project('p1', 'Library')] });
    const dialog = await choose(ctx, 'Library', 'Delete');
    const option = within(dialog).getByRole('checkbox', { name: 'Also delete the database file' });
    fireEvent.click(option);
    fireEvent.keyDown(option, { key: 'Enter' });
    await waitFor(() => expect(callsOf('projectDelete').map((c) => c.body)).toEqual([{ project_id: 'p1', args: { dropDatabase: true } }]));
    expect(ctx.toast.success).toHaveBeenCalledWith('Project Library deleted');
  });

  it('offers no database file to delete for an external project', async () => {
    const { ctx, callsOf } = fakeContext({ projects: [project('p2', 'Shop', { client: 'pg' })] });
    const dialog = await choose(ctx, 'Shop', 'Delete');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsOf('projectDelete').map((c) => c.body.args)).toEqual([{ dropDatabase: false }]));
  });

  it('starts a stopped project and clears metadata through their operations; a refusal is toasted as returned', async () => {
    const { ctx, callsOf } = fakeContext({
      projects: [project('p1', 'Library', { status: 'stopped' }), project('p2', 'Shop', { client: 'pg' })],
      handlers: {
        projectStart: () => new ApiError(409, 'Unable to connect to database, please check your database is up'),
        projectClearMeta: () => ({ msg: 'Metadata cleared' }),
      },
    });
    let dialog = await choose(ctx, 'Library', 'Start');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(ctx.toast.error).toHaveBeenCalledWith('Unable to connect to database, please check your database is up'));
    expect(callsOf('projectStart')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Actions of Shop' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Clear metadata' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(ctx.toast.success).toHaveBeenCalledWith('Metadata of Shop cleared'));
    expect(callsOf('projectClearMeta').map((c) => c.body)).toEqual([{ project_id: 'p2' }]);
  });
});

describe('/project/xcdb: a new embedded project', () => {
  it('requires a name, then creates the project and opens it with new=1', async () => {
    const { ctx, callsOf } = fakeContext();
    renderPage(ctx, EmbeddedProjectPage, { path: '/project/xcdb' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Project name required')).toBeTruthy();
    expect(callsOf('projectCreate')).toEqual([]);

    type('Project name', '  Library ');
    fireEvent.click(screen.getByRole('radio', { name: 'GraphQL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/nc/p9?new=1'));
    expect(callsOf('projectCreate').map((c) => c.body.args)).toEqual([{ title: 'Library', projectType: 'graphql' }]);
  });

  it('tells a user without projectCreate so', () => {
    const { ctx } = fakeContext({ permissions: ['airTable'] });
    renderPage(ctx, EmbeddedProjectPage, { path: '/project/xcdb' });
    expect(screen.getByRole('alert').textContent).toContain('You do not have permission to create or edit projects');
    expect(screen.queryByLabelText('Project name')).toBeNull();
  });
});

describe('/project/name: a project on an external database', () => {
  const renderNew = (ctx: WebContext) => renderPage(ctx, ExternalProjectPage, { path: '/project/name' });
  const fillPg = () => {
    type('Project name', 'Shop');
    type('Host', '127.0.0.1');
    type('Database', 'shop');
  };

  it('sets the port and username per database type, and asks SQLite for a file only', () => {
    const { ctx } = fakeContext();
    renderNew(ctx);
    expect([valueOf('Database type'), valueOf('Port'), valueOf('Username')]).toEqual(['pg', '5432', 'postgres']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MySQL', 'PostgreSQL', 'SQL Server', 'SQLite']);
    fireEvent.change(screen.getByLabelText('Database type'), { target: { value: 'mysql2' } });
    expect([valueOf('Port'), valueOf('Username')]).toEqual(['3306', 'root']);
    type('Port', '3307');
    fireEvent.change(screen.getByLabelText('Database type'), { target: { value: 'mssql' } });
    expect([valueOf('Port'), valueOf('Username')]).toEqual(['3307', 'sa']);
    fireEvent.change(screen.getByLabelText('Database type'), { target: { value: 'sqlite3' } });
    expect(screen.getByLabelText('SQLite file')).toBeTruthy();
    expect(screen.queryByLabelText('Host')).toBeNull();
  });

  it('checks every field before calling the server', () => {
    const { ctx, calls } = fakeContext();
    renderNew(ctx);
    type('Host', ' ');
    type('Port', '70000');
    type('Username', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      'Project name required',
      'Host required',
      'Port must be 1 to 65535',
      'Username required',
      'Database name required',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(calls).toEqual([]);
  });

  it('shows the outcome of Test connection, success or the failure returned', async () => {
    let answer = { ok: true, message: 'Connection was successful' };
    const { ctx, callsOf } = fakeContext({ handlers: { projectTestConnection: () => answer } });
    renderNew(ctx);
    fillPg();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('status')).textContent).toContain('Connection was successful');
    expect(callsOf('projectTestConnection')[0]?.body.args).toEqual({
      client: 'pg',
      connection: { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'shop' },
    });
    answer = { ok: false, message: 'Connection Failure: password authentication failed for user "postgres"' };
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Connection Failure: password authentication failed');
    type('Password', 'another');
    expect(screen.queryByText(/Connection Failure/)).toBeNull();
  });

  it('saves with the db settings, Advanced SSL and inflection included, and opens the new project', async () => {
    const { ctx, callsOf } = fakeContext();
    renderNew(ctx);
    fillPg();
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    fireEvent.change(screen.getByLabelText('SSL usage'), { target: { value: 'required-CA' } });
    expect(screen.getAllByRole('option').filter((o) => (o as HTMLOptionElement).value.startsWith('required')).length).toBe(3);
    fireEvent.change(screen.getByLabelText('Server CA'), { target: { files: [new File(['-----BEGIN CERTIFICATE-----'], 'ca.pem')] } });
    await screen.findByText('ca.pem loaded');
    fireEvent.change(screen.getByLabelText('Inflection for table names'), { target: { value: 'camelize' } });
    fireEvent.click(screen.getByLabelText('Create the database if it does not exist'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/nc/p9?new=1'));
    expect(callsOf('projectCreate')[0]?.body.args).toEqual({
      title: 'Shop',
      projectType: 'rest',
      db: {
        client: 'pg',
        connection: {
          host: '127.0.0.1',
          port: 5432,
          user: 'postgres',
          password: 'secret',
          database: 'shop',
          ssl: { usage: 'required-CA', ca: '-----BEGIN CERTIFICATE-----' },
        },
        createIfNotExists: false,
        inflection: { tn: 'camelize', cn: 'none' },
      },
    });
  });

  it('shows a server refusal under the form', async () => {
    const { ctx } = fakeContext({ handlers: { projectCreate: () => new ApiError(400, 'Invalid database credentials') } });
    renderNew(ctx);
    fillPg();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid database credentials');
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('edits the connection as JSON, refusing what is not a valid connection', () => {
    const { ctx } = fakeContext();
    renderNew(ctx);
    fireEvent.click(screen.getByRole('button', { name: 'Edit connection JSON' }));
    const editor = screen.getByLabelText('Connection JSON') as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual({ host: 'localhost', port: 5432, user: 'postgres', password: '', database: '' });
    const apply = (text: string) => {
      fireEvent.change(screen.getByLabelText('Connection JSON'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    };
    apply('{ "host": ');
    expect(screen.getByText(/^Invalid JSON: /)).toBeTruthy();
    apply('[1]');
    expect(screen.getByText('The connection must be a JSON object')).toBeTruthy();
    apply('{ "hots": "x" }');
    expect(screen.getByText('Unknown connection field: hots')).toBeTruthy();
    apply('{ "port": "5432" }');
    expect(screen.getByText('port must be a whole number from 1 to 65535')).toBeTruthy();
    apply('{ "ssl": { "usage": "always" } }');
    expect(screen.getByText(/^ssl.usage must be one of no, preferred/)).toBeTruthy();
    expect(valueOf('Host')).toBe('localhost');

    apply('{ "host": "db.internal", "port": 6543, "user": "app", "database": "shop", "ssl": { "usage": "required" } }');
    expect(screen.queryByLabelText('Connection JSON')).toBeNull();
    expect([valueOf('Host'), valueOf('Port'), valueOf('Username'), valueOf('Database')]).toEqual(['db.internal', '6543', 'app', 'shop']);
    fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(valueOf('SSL usage')).toBe('required');
  });
});

describe('/project/:id: editing a project', () => {
  it('loads the connection, keeps the redacted password and sends Update and restart', async () => {
    const { ctx, callsOf } = fakeContext({ projects: [project('p2', 'Shop', { client: 'pg' })] });
    renderPage(ctx, ExternalProjectPage, { path: '/project/p2', params: { id: 'p2' } });
    expect(await screen.findByRole('heading', { name: 'Edit project Shop' })).toBeTruthy();
    expect([valueOf('Host'), valueOf('Port'), valueOf('Username'), valueOf('Database'), valueOf('Password')]).toEqual([
      'db.example.com',
      '5432',
      'app',
      'shop',
      '********',
    ]);
    type('Project name', 'Shop 2');
    fireEvent.click(screen.getByRole('button', { name: 'Update and restart' }));
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/projects'));
    const [update] = callsOf('projectUpdate');
    expect(update?.body.project_id).toBe('p2');
    expect(update?.body.args).toMatchObject({
      title: 'Shop 2',
      db: { client: 'pg', connection: { host: 'db.example.com', password: '********' }, inflection: { tn: 'none', cn: 'camelize' } },
    });
    expect(ctx.toast.success).toHaveBeenCalledWith('Project Shop 2 updated and restarted');
  });

  it('changes only name and access type of an embedded project', async () => {
    const { ctx, callsOf } = fakeContext({ projects: [project('p1', 'Library')] });
    renderPage(ctx, ExternalProjectPage, { path: '/project/p1', params: { id: 'p1' } });
    await screen.findByText(/keeps its data in an embedded SQLite database/);
    expect(screen.queryByLabelText('Database type')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'GraphQL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf('projectUpdate').map((c) => c.body.args)).toEqual([{ title: 'Library', projectType: 'graphql' }]));
  });

  it('shows why a project cannot be loaded', async () => {
    const { ctx } = fakeContext();
    renderPage(ctx, ExternalProjectPage, { path: '/project/nope', params: { id: 'nope' } });
    expect((await screen.findByRole('alert')).textContent).toContain("Project 'nope' not found");
  });
});
