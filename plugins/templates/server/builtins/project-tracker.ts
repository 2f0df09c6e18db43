import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const projectTracker: TemplateDocument = {
  title: 'Project tracker',
  description: 'Projects broken into tasks and milestones, with the team members assigned to each task and how far along everything is.',
  category: 'Project management',
  image_url: 'linear-gradient(135deg, #43cea2 0%, #185a9d 100%)',
  tags: ['projects', 'tasks', 'team'],
  tables: [
    table(
      'projects',
      [
        col('name', 'SingleLineText'),
        col('description', 'LongText'),
        col('status', 'SingleSelect', options('Planned', 'Active', 'On hold', 'Done')),
        col('start_date', 'Date'),
        col('due_date', 'Date'),
      ],
      {
        hasMany: [
          { tn: 'tasks', _cn: 'Tasks' },
          { tn: 'milestones', _cn: 'Milestones' },
        ],
        v: [
          { _cn: 'Task count', rl: { rltn: 'tasks', rlcn: 'id', type: 'hm', fn: 'count' } },
          { _cn: 'Hours estimated', rl: { rltn: 'tasks', rlcn: 'estimate_hours', type: 'hm', fn: 'sum' } },
        ],
        rows: [
          {
            name: 'Website relaunch',
            description: 'New design and content for the public site.',
            status: 'Active',
            start_date: '2026-01-08',
            due_date: '2026-04-30',
          },
          { name: 'Mobile app beta', status: 'Planned', start_date: '2026-03-01', due_date: '2026-06-30' },
        ],
      },
    ),
    table(
      'tasks',
      [
        col('title', 'SingleLineText'),
        col('details', 'LongText'),
        col('status', 'SingleSelect', options('To do', 'In progress', 'Review', 'Done')),
        col('priority', 'SingleSelect', options('Low', 'Medium', 'High')),
        col('due_date', 'Date'),
        col('estimate_hours', 'Decimal'),
        col('done', 'Checkbox'),
      ],
      {
        belongsTo: [{ tn: 'projects', _cn: 'project_id' }],
        manyToMany: [{ rtn: 'members', _cn: 'Assignees' }],
        v: [{ _cn: 'Project name', lk: { ltn: 'projects', type: 'bt', lcn: 'name' } }],
        rows: [
          {
            title: 'Sitemap and content audit',
            status: 'Done',
            priority: 'High',
            due_date: '2026-01-31',
            estimate_hours: 16,
            done: true,
            project_id: 1,
            _mm: { members: [1] },
          },
          {
            title: 'Design the home page',
            status: 'In progress',
            priority: 'High',
            due_date: '2026-02-27',
            estimate_hours: 24.5,
            done: false,
            project_id: 1,
            _mm: { members: [2] },
          },
          {
            title: 'Migrate the blog',
            status: 'To do',
            priority: 'Medium',
            due_date: '2026-03-20',
            estimate_hours: 12,
            done: false,
            project_id: 1,
            _mm: { members: [1, 3] },
          },
          {
            title: 'Pick beta testers',
            status: 'To do',
            priority: 'Low',
            estimate_hours: 4,
            done: false,
            project_id: 2,
            _mm: { members: [3] },
          },
        ],
      },
    ),
    table('milestones', [col('name', 'SingleLineText'), col('due_date', 'Date'), col('reached', 'Checkbox')], {
      belongsTo: [{ tn: 'projects', _cn: 'project_id' }],
      rows: [
        { name: 'Design approved', due_date: '2026-02-28', reached: false, project_id: 1 },
        { name: 'Go live', due_date: '2026-04-30', reached: false, project_id: 1 },
      ],
    }),
    table('members', [col('name', 'SingleLineText'), col('email', 'Email'), col('role', 'SingleLineText')], {
      manyToMany: [{ rtn: 'tasks', _cn: 'Tasks' }],
      v: [{ _cn: 'Open tasks', rl: { rltn: 'tasks', rlcn: 'id', type: 'mm', fn: 'count' } }],
      rows: [
        { name: 'Rosa Diaz', email: 'rosa@example.com', role: 'Content lead' },
        { name: 'Omar Haddad', email: 'omar@example.com', role: 'Designer' },
        { name: 'Lena Vogel', email: 'lena@example.com', role: 'Developer' },
      ],
    }),
  ],
};
