import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const recruiting: TemplateDocument = {
  title: 'Recruiting pipeline',
  description:
    'Open positions, the candidates applying for them through each hiring stage, and the interviews with their interviewers and scores.',
  category: 'HR',
  image_url: 'linear-gradient(135deg, #e0c3fc 0%, #8ec5fc 100%)',
  tags: ['recruiting', 'hiring', 'ats'],
  tables: [
    table(
      'positions',
      [
        col('title', 'SingleLineText'),
        col('team', 'SingleLineText'),
        col('location', 'SingleLineText'),
        col('open', 'Checkbox'),
        col('salary_max', 'Currency'),
      ],
      {
        hasMany: [{ tn: 'applications', _cn: 'Applications' }],
        v: [{ _cn: 'Applicants', rl: { rltn: 'applications', rlcn: 'id', type: 'hm', fn: 'count' } }],
        rows: [
          { title: 'Backend engineer', team: 'Platform', location: 'Remote', open: true, salary_max: 95000 },
          { title: 'Product designer', team: 'Design', location: 'Lisbon', open: true, salary_max: 70000 },
        ],
      },
    ),
    table('candidates', [col('name', 'SingleLineText'), col('email', 'Email'), col('phone', 'PhoneNumber'), col('linkedin', 'URL')], {
      hasMany: [{ tn: 'applications', _cn: 'Applications' }],
      rows: [
        { name: 'Tariq Aziz', email: 'tariq@example.com', linkedin: 'https://www.linkedin.com/in/tariq-example' },
        { name: 'Julia Costa', email: 'julia@example.com', phone: '+351 912 345 678' },
        { name: 'Hana Kim', email: 'hana@example.com' },
      ],
    }),
    table(
      'applications',
      [
        col('stage', 'SingleSelect', options('Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected')),
        col('applied_on', 'Date'),
        col('source', 'SingleSelect', options('Website', 'Referral', 'Agency', 'LinkedIn')),
        col('notes', 'LongText'),
      ],
      {
        belongsTo: [
          { tn: 'positions', _cn: 'position_id' },
          { tn: 'candidates', _cn: 'candidate_id' },
        ],
        hasMany: [{ tn: 'interviews', _cn: 'Interviews' }],
        v: [
          { _cn: 'Candidate name', lk: { ltn: 'candidates', type: 'bt', lcn: 'name' } },
          { _cn: 'Position title', lk: { ltn: 'positions', type: 'bt', lcn: 'title' } },
          { _cn: 'Average score', rl: { rltn: 'interviews', rlcn: 'score', type: 'hm', fn: 'avg' } },
        ],
        rows: [
          { stage: 'Interview', applied_on: '2026-02-01', source: 'Referral', position_id: 1, candidate_id: 1 },
          { stage: 'Offer', applied_on: '2026-01-25', source: 'Website', position_id: 2, candidate_id: 2 },
          { stage: 'Screening', applied_on: '2026-02-08', source: 'LinkedIn', position_id: 1, candidate_id: 3 },
        ],
      },
    ),
    table(
      'interviews',
      [
        col('kind', 'SingleSelect', options('Phone', 'Technical', 'Culture', 'Final')),
        col('scheduled_at', 'DateTime'),
        col('score', 'Rating'),
        col('feedback', 'LongText'),
      ],
      {
        belongsTo: [{ tn: 'applications', _cn: 'application_id' }],
        manyToMany: [{ rtn: 'interviewers', _cn: 'Interviewers' }],
        rows: [
          {
            kind: 'Phone',
            scheduled_at: '2026-02-05 10:00:00',
            score: 4,
            feedback: 'Clear communicator.',
            application_id: 1,
            _mm: { interviewers: [1] },
          },
          { kind: 'Technical', scheduled_at: '2026-02-12 14:00:00', score: 5, application_id: 1, _mm: { interviewers: [1, 2] } },
          { kind: 'Final', scheduled_at: '2026-02-03 11:00:00', score: 4, application_id: 2, _mm: { interviewers: [3] } },
        ],
      },
    ),
    table('interviewers', [col('name', 'SingleLineText'), col('email', 'Email'), col('role', 'SingleLineText')], {
      rows: [
        { name: 'Pat Morgan', email: 'pat@example.com', role: 'Engineering manager' },
        { name: 'Sam Ito', email: 'sam@example.com', role: 'Senior engineer' },
        { name: 'Lou Ferreira', email: 'lou@example.com', role: 'Head of design' },
      ],
    }),
  ],
};
