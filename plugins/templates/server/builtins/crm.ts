import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const crm: TemplateDocument = {
  title: 'Sales CRM',
  description: 'Companies, their contacts and deals through a sales pipeline, with the calls, e-mails and meetings that move them along.',
  category: 'Sales',
  image_url: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
  tags: ['crm', 'sales', 'pipeline'],
  tables: [
    table(
      'companies',
      [
        col('name', 'SingleLineText'),
        col('website', 'URL'),
        col('industry', 'SingleSelect', options('Software', 'Retail', 'Finance', 'Healthcare', 'Other')),
        col('notes', 'LongText'),
      ],
      {
        hasMany: [
          { tn: 'contacts', _cn: 'Contacts' },
          { tn: 'deals', _cn: 'Deals' },
        ],
        v: [{ _cn: 'Pipeline value', rl: { rltn: 'deals', rlcn: 'amount', type: 'hm', fn: 'sum' } }],
        rows: [
          { name: 'Northwind Traders', website: 'https://northwind.example.com', industry: 'Retail', notes: 'Long-standing customer.' },
          { name: 'Contoso Health', website: 'https://contoso.example.com', industry: 'Healthcare' },
          { name: 'Fabrikam Software', website: 'https://fabrikam.example.com', industry: 'Software' },
        ],
      },
    ),
    table(
      'contacts',
      [
        col('first_name', 'SingleLineText'),
        col('last_name', 'SingleLineText'),
        col('email', 'Email'),
        col('phone', 'PhoneNumber'),
        col('job_title', 'SingleLineText'),
      ],
      {
        belongsTo: [{ tn: 'companies', _cn: 'company_id' }],
        hasMany: [{ tn: 'activities', _cn: 'Activities' }],
        manyToMany: [{ rtn: 'deals', _cn: 'Deals' }],
        v: [{ _cn: 'Company name', lk: { ltn: 'companies', type: 'bt', lcn: 'name' } }],
        rows: [
          {
            first_name: 'Maria',
            last_name: 'Anders',
            email: 'maria@northwind.example.com',
            phone: '+49 30 1234567',
            job_title: 'Buyer',
            company_id: 1,
          },
          {
            first_name: 'Tom',
            last_name: 'Hardy',
            email: 'tom@contoso.example.com',
            phone: '+1 555 0100',
            job_title: 'CIO',
            company_id: 2,
          },
          { first_name: 'Yoshi', last_name: 'Tanaka', email: 'yoshi@fabrikam.example.com', job_title: 'CTO', company_id: 3 },
          { first_name: 'Anna', last_name: 'Berg', email: 'anna@northwind.example.com', job_title: 'Finance lead', company_id: 1 },
        ],
      },
    ),
    table(
      'deals',
      [
        col('name', 'SingleLineText'),
        col('amount', 'Currency'),
        col('stage', 'SingleSelect', options('Lead', 'Qualified', 'Proposal', 'Won', 'Lost')),
        col('close_date', 'Date'),
        col('probability', 'Percent'),
      ],
      {
        belongsTo: [{ tn: 'companies', _cn: 'company_id' }],
        manyToMany: [{ rtn: 'contacts', _cn: 'Contacts' }],
        v: [{ _cn: 'Company name', lk: { ltn: 'companies', type: 'bt', lcn: 'name' } }],
        rows: [
          {
            name: 'Store rollout',
            amount: 48000,
            stage: 'Proposal',
            close_date: '2026-03-31',
            probability: 60,
            company_id: 1,
            _mm: { contacts: [1, 4] },
          },
          {
            name: 'Clinic licences',
            amount: 12500,
            stage: 'Qualified',
            close_date: '2026-04-15',
            probability: 40,
            company_id: 2,
            _mm: { contacts: [2] },
          },
          {
            name: 'Renewal 2026',
            amount: 9000,
            stage: 'Won',
            close_date: '2026-01-20',
            probability: 100,
            company_id: 1,
            _mm: { contacts: [1] },
          },
          { name: 'Pilot', amount: 5000, stage: 'Lead', company_id: 3, _mm: { contacts: [3] } },
        ],
      },
    ),
    table(
      'activities',
      [
        col('subject', 'SingleLineText'),
        col('kind', 'SingleSelect', options('Call', 'Email', 'Meeting')),
        col('due_at', 'DateTime'),
        col('done', 'Checkbox'),
        col('notes', 'LongText'),
      ],
      {
        belongsTo: [{ tn: 'contacts', _cn: 'contact_id' }],
        rows: [
          { subject: 'Discovery call', kind: 'Call', due_at: '2026-02-02 10:00:00', done: true, contact_id: 1 },
          { subject: 'Send proposal', kind: 'Email', due_at: '2026-02-10 09:00:00', done: false, contact_id: 4 },
          { subject: 'On-site demo', kind: 'Meeting', due_at: '2026-02-18 14:00:00', done: false, contact_id: 2 },
        ],
      },
    ),
  ],
};
