import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const fundraising: TemplateDocument = {
  title: 'Nonprofit fundraising',
  description: 'Donors and their gifts to fundraising campaigns, the volunteers helping out and how close each campaign is to its goal.',
  category: 'Nonprofit',
  image_url: 'linear-gradient(135deg, #f78ca0 0%, #f9748f 20%, #fd868c 60%, #fe9a8b 100%)',
  tags: ['nonprofit', 'donations', 'volunteers'],
  tables: [
    table(
      'campaigns',
      [col('name', 'SingleLineText'), col('goal', 'Currency'), col('starts_on', 'Date'), col('ends_on', 'Date'), col('story', 'LongText')],
      {
        hasMany: [{ tn: 'donations', _cn: 'Donations' }],
        manyToMany: [{ rtn: 'volunteers', _cn: 'Volunteers' }],
        v: [
          { _cn: 'Raised', rl: { rltn: 'donations', rlcn: 'amount', type: 'hm', fn: 'sum' } },
          { _cn: 'Gifts', rl: { rltn: 'donations', rlcn: 'id', type: 'hm', fn: 'count' } },
        ],
        rows: [
          {
            name: 'Clean rivers 2026',
            goal: 50000,
            starts_on: '2026-01-01',
            ends_on: '2026-12-31',
            story: 'Cleaning up three rivers.',
            _mm: { volunteers: [1, 2] },
          },
          { name: 'Winter coats', goal: 8000, starts_on: '2026-10-01', ends_on: '2026-12-15', _mm: { volunteers: [2, 3] } },
        ],
      },
    ),
    table(
      'donors',
      [col('name', 'SingleLineText'), col('email', 'Email'), col('kind', 'SingleSelect', options('Individual', 'Company', 'Foundation'))],
      {
        hasMany: [{ tn: 'donations', _cn: 'Donations' }],
        v: [{ _cn: 'Given in total', rl: { rltn: 'donations', rlcn: 'amount', type: 'hm', fn: 'sum' } }],
        rows: [
          { name: 'Greenleaf Foundation', email: 'grants@greenleaf.example.org', kind: 'Foundation' },
          { name: 'Maya Goldberg', email: 'maya@example.com', kind: 'Individual' },
          { name: 'Riverside Bakery', email: 'hello@riverside.example.com', kind: 'Company' },
        ],
      },
    ),
    table('donations', [col('amount', 'Currency'), col('received_on', 'Date'), col('recurring', 'Checkbox'), col('note', 'LongText')], {
      belongsTo: [
        { tn: 'campaigns', _cn: 'campaign_id' },
        { tn: 'donors', _cn: 'donor_id' },
      ],
      v: [
        { _cn: 'Donor name', lk: { ltn: 'donors', type: 'bt', lcn: 'name' } },
        { _cn: 'Campaign name', lk: { ltn: 'campaigns', type: 'bt', lcn: 'name' } },
      ],
      rows: [
        { amount: 20000, received_on: '2026-01-15', recurring: false, campaign_id: 1, donor_id: 1 },
        { amount: 50, received_on: '2026-02-01', recurring: true, note: 'Monthly gift', campaign_id: 1, donor_id: 2 },
        { amount: 750, received_on: '2026-02-03', recurring: false, campaign_id: 1, donor_id: 3 },
        { amount: 120, received_on: '2026-10-05', recurring: false, campaign_id: 2, donor_id: 2 },
      ],
    }),
    table('volunteers', [col('name', 'SingleLineText'), col('email', 'Email'), col('phone', 'PhoneNumber'), col('hours', 'Number')], {
      rows: [
        { name: 'Eli Brooks', email: 'eli@example.com', hours: 42 },
        { name: 'Nora Lind', email: 'nora@example.com', phone: '+46 70 123 45 67', hours: 18 },
        { name: 'Omar Farouk', email: 'omar.f@example.com', hours: 7 },
      ],
    }),
  ],
};
