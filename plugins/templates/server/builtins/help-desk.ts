import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const helpDesk: TemplateDocument = {
  title: 'Help desk',
  description:
    'Customer tickets by priority and status, handled by support agents, with every reply kept and the knowledge-base articles that answer them.',
  category: 'Customer support',
  image_url: 'linear-gradient(135deg, #30cfd0 0%, #330867 100%)',
  tags: ['support', 'tickets', 'customers'],
  tables: [
    table(
      'customers',
      [col('name', 'SingleLineText'), col('email', 'Email'), col('plan', 'SingleSelect', options('Free', 'Pro', 'Enterprise'))],
      {
        hasMany: [{ tn: 'tickets', _cn: 'Tickets' }],
        v: [{ _cn: 'Ticket count', rl: { rltn: 'tickets', rlcn: 'id', type: 'hm', fn: 'count' } }],
        rows: [
          { name: 'Jordan Reyes', email: 'jordan@example.com', plan: 'Pro' },
          { name: 'Harper Quinn', email: 'harper@example.com', plan: 'Enterprise' },
          { name: 'Ravi Shah', email: 'ravi@example.com', plan: 'Free' },
        ],
      },
    ),
    table(
      'agents',
      [col('name', 'SingleLineText'), col('email', 'Email'), col('team', 'SingleSelect', options('Tier 1', 'Tier 2', 'Billing'))],
      {
        hasMany: [{ tn: 'tickets', _cn: 'Assigned tickets' }],
        rows: [
          { name: 'Sofia Rossi', email: 'sofia@example.com', team: 'Tier 1' },
          { name: 'Kwame Mensah', email: 'kwame@example.com', team: 'Tier 2' },
        ],
      },
    ),
    table(
      'tickets',
      [
        col('subject', 'SingleLineText'),
        col('description', 'LongText'),
        col('priority', 'SingleSelect', options('Urgent', 'High', 'Normal', 'Low')),
        col('status', 'SingleSelect', options('Open', 'Pending', 'Solved', 'Closed')),
        col('opened_at', 'DateTime'),
        col('satisfaction', 'Rating'),
      ],
      {
        belongsTo: [
          { tn: 'customers', _cn: 'customer_id' },
          { tn: 'agents', _cn: 'agent_id' },
        ],
        hasMany: [{ tn: 'replies', _cn: 'Replies' }],
        manyToMany: [{ rtn: 'articles', _cn: 'Articles' }],
        v: [
          { _cn: 'Customer name', lk: { ltn: 'customers', type: 'bt', lcn: 'name' } },
          { _cn: 'Agent name', lk: { ltn: 'agents', type: 'bt', lcn: 'name' } },
          { _cn: 'Reply count', rl: { rltn: 'replies', rlcn: 'id', type: 'hm', fn: 'count' } },
        ],
        rows: [
          {
            subject: 'Cannot reset my password',
            description: 'The reset e-mail never arrives.',
            priority: 'High',
            status: 'Solved',
            opened_at: '2026-02-10 08:40:00',
            satisfaction: 5,
            customer_id: 1,
            agent_id: 1,
            _mm: { articles: [1] },
          },
          {
            subject: 'Invoice shows the wrong VAT number',
            priority: 'Normal',
            status: 'Pending',
            opened_at: '2026-02-12 13:15:00',
            customer_id: 2,
            agent_id: 2,
            _mm: { articles: [2] },
          },
          { subject: 'API rate limit questions', priority: 'Low', status: 'Open', opened_at: '2026-02-14 10:00:00', customer_id: 3 },
        ],
      },
    ),
    table('replies', [col('body', 'LongText'), col('from_agent', 'Checkbox'), col('sent_at', 'DateTime')], {
      belongsTo: [{ tn: 'tickets', _cn: 'ticket_id' }],
      rows: [
        { body: 'Hi, could you check your spam folder?', from_agent: true, sent_at: '2026-02-10 09:02:00', ticket_id: 1 },
        { body: 'Found it there, thanks!', from_agent: false, sent_at: '2026-02-10 09:30:00', ticket_id: 1 },
        { body: 'We are checking with the billing team.', from_agent: true, sent_at: '2026-02-12 15:00:00', ticket_id: 2 },
      ],
    }),
    table('articles', [col('title', 'SingleLineText'), col('body', 'LongText'), col('url', 'URL')], {
      manyToMany: [{ rtn: 'tickets', _cn: 'Tickets' }],
      rows: [
        { title: 'Resetting your password', body: 'Use the Forgot password link...', url: 'https://help.example.com/reset' },
        { title: 'Changing billing details', body: 'Open Settings, then Billing...', url: 'https://help.example.com/billing' },
      ],
    }),
  ],
};
