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
      { belongsTo: [{ tn: 'contacts', _cn: 'contact_id' }] },
    ),
  ],
};
