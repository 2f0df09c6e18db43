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
        v: [{ _cn: 'Task count', rl: { rltn: 'tasks', rlcn: 'id', type: 'hm', fn: 'count' } }],
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
      { belongsTo: [{ tn: 'projects', _cn: 'project_id' }], manyToMany: [{ rtn: 'members', _cn: 'Assignees' }] },
    ),
    table('milestones', [col('name', 'SingleLineText'), col('due_date', 'Date'), col('reached', 'Checkbox')], {
      belongsTo: [{ tn: 'projects', _cn: 'project_id' }],
    }),
    table('members', [col('name', 'SingleLineText'), col('email', 'Email'), col('role', 'SingleLineText')], {
      manyToMany: [{ rtn: 'tasks', _cn: 'Tasks' }],
    }),
  ],
};
