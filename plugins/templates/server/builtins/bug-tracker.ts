import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const bugTracker: TemplateDocument = {
  title: 'Bug tracker',
  description:
    'Bugs reported against product components, triaged by severity, assigned to developers and shipped in releases, with labels to group them.',
  category: 'Software development',
  image_url: 'linear-gradient(135deg, #ff512f 0%, #dd2476 100%)',
  tags: ['bugs', 'issues', 'qa'],
  tables: [
    table('components', [col('name', 'SingleLineText'), col('owner_team', 'SingleLineText')], {
      hasMany: [{ tn: 'bugs', _cn: 'Bugs' }],
      v: [{ _cn: 'Bug count', rl: { rltn: 'bugs', rlcn: 'id', type: 'hm', fn: 'count' } }],
      rows: [
        { name: 'Web app', owner_team: 'Frontend' },
        { name: 'REST API', owner_team: 'Platform' },
        { name: 'Billing', owner_team: 'Payments' },
      ],
    }),
    table('developers', [col('name', 'SingleLineText'), col('email', 'Email'), col('github', 'URL')], {
      hasMany: [{ tn: 'bugs', _cn: 'Assigned bugs' }],
      v: [{ _cn: 'Open points', rl: { rltn: 'bugs', rlcn: 'story_points', type: 'hm', fn: 'sum' } }],
      rows: [
        { name: 'Ivy Chen', email: 'ivy@example.com', github: 'https://github.com/ivy-example' },
        { name: 'Max Müller', email: 'max@example.com' },
      ],
    }),
    table('releases', [col('version', 'SingleLineText'), col('release_date', 'Date'), col('shipped', 'Checkbox')], {
      hasMany: [{ tn: 'bugs', _cn: 'Fixed bugs' }],
      rows: [
        { version: '2.3.0', release_date: '2026-02-16', shipped: true },
        { version: '2.4.0', release_date: '2026-03-30', shipped: false },
      ],
    }),
    table(
      'bugs',
      [
        col('title', 'SingleLineText'),
        col('steps', 'LongText'),
        col('severity', 'SingleSelect', options('Critical', 'Major', 'Minor', 'Trivial')),
        col('status', 'SingleSelect', options('New', 'Triaged', 'In progress', 'Fixed', "Won't fix")),
        col('reported_at', 'DateTime'),
        col('story_points', 'Number'),
      ],
      {
        belongsTo: [
          { tn: 'components', _cn: 'component_id' },
          { tn: 'developers', _cn: 'assignee_id' },
          { tn: 'releases', _cn: 'release_id' },
        ],
        manyToMany: [{ rtn: 'labels', _cn: 'Labels' }],
        v: [
          { _cn: 'Component name', lk: { ltn: 'components', type: 'bt', lcn: 'name' } },
          { _cn: 'Assignee', lk: { ltn: 'developers', type: 'bt', lcn: 'name' } },
        ],
        rows: [
          {
            title: 'Login button does nothing on Safari',
            steps: '1. Open the sign-in page in Safari 17\n2. Click Sign in\nNothing happens.',
            severity: 'Critical',
            status: 'Fixed',
            reported_at: '2026-02-02 09:12:00',
            story_points: 3,
            component_id: 1,
            assignee_id: 1,
            release_id: 1,
            _mm: { labels: [1, 3] },
          },
          {
            title: 'List endpoint ignores the limit parameter',
            severity: 'Major',
            status: 'In progress',
            reported_at: '2026-02-20 14:30:00',
            story_points: 5,
            component_id: 2,
            assignee_id: 2,
            release_id: 2,
            _mm: { labels: [1] },
          },
          {
            title: 'Invoice PDF shows the wrong currency symbol',
            severity: 'Minor',
            status: 'Triaged',
            reported_at: '2026-03-01 11:05:00',
            story_points: 2,
            component_id: 3,
            assignee_id: 1,
            _mm: { labels: [2] },
          },
          { title: 'Typo in the settings page', severity: 'Trivial', status: 'New', reported_at: '2026-03-03 16:45:00', component_id: 1 },
        ],
      },
    ),
    table('labels', [col('name', 'SingleLineText'), col('color', 'SingleLineText')], {
      rows: [
        { name: 'regression', color: 'red' },
        { name: 'customer-reported', color: 'purple' },
        { name: 'browser', color: 'blue' },
      ],
    }),
  ],
};
