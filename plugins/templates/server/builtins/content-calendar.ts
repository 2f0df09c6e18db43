import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const contentCalendar: TemplateDocument = {
  title: 'Content calendar',
  description:
    'Campaigns and the pieces of content that serve them, scheduled per channel with their writers, publishing dates and status from idea to live.',
  category: 'Marketing',
  image_url: 'linear-gradient(135deg, #fccb90 0%, #d57eeb 100%)',
  tags: ['marketing', 'content', 'social media', 'calendar'],
  tables: [
    table(
      'campaigns',
      [col('name', 'SingleLineText'), col('goal', 'LongText'), col('starts_on', 'Date'), col('ends_on', 'Date'), col('budget', 'Currency')],
      {
        hasMany: [{ tn: 'pieces', _cn: 'Pieces' }],
        v: [{ _cn: 'Piece count', rl: { rltn: 'pieces', rlcn: 'id', type: 'hm', fn: 'count' } }],
        rows: [
          { name: 'Spring launch', goal: 'Announce the new product line.', starts_on: '2026-03-01', ends_on: '2026-04-15', budget: 15000 },
          { name: 'Customer stories', goal: 'One story per month from a happy customer.', starts_on: '2026-01-01', budget: 4000 },
        ],
      },
    ),
    table('writers', [col('name', 'SingleLineText'), col('email', 'Email'), col('rate_per_piece', 'Currency')], {
      hasMany: [{ tn: 'pieces', _cn: 'Pieces' }],
      v: [{ _cn: 'Pieces written', rl: { rltn: 'pieces', rlcn: 'id', type: 'hm', fn: 'count' } }],
      rows: [
        { name: 'Olivia Hart', email: 'olivia@example.com', rate_per_piece: 250 },
        { name: 'Ken Sato', email: 'ken@example.com', rate_per_piece: 180 },
      ],
    }),
    table('channels', [col('name', 'SingleLineText'), col('url', 'URL')], {
      rows: [
        { name: 'Blog', url: 'https://blog.example.com' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com' },
        { name: 'Newsletter' },
      ],
    }),
    table(
      'pieces',
      [
        col('title', 'SingleLineText'),
        col('format', 'SingleSelect', options('Article', 'Video', 'Post', 'Email')),
        col('status', 'SingleSelect', options('Idea', 'Writing', 'Review', 'Scheduled', 'Published')),
        col('publish_on', 'Date'),
        col('brief', 'LongText'),
      ],
      {
        belongsTo: [
          { tn: 'campaigns', _cn: 'campaign_id' },
          { tn: 'writers', _cn: 'writer_id' },
        ],
        manyToMany: [{ rtn: 'channels', _cn: 'Channels' }],
        v: [
          { _cn: 'Campaign name', lk: { ltn: 'campaigns', type: 'bt', lcn: 'name' } },
          { _cn: 'Writer name', lk: { ltn: 'writers', type: 'bt', lcn: 'name' } },
        ],
        rows: [
          {
            title: 'Meet the new line',
            format: 'Article',
            status: 'Review',
            publish_on: '2026-03-02',
            campaign_id: 1,
            writer_id: 1,
            _mm: { channels: [1, 3] },
          },
          {
            title: 'Launch teaser',
            format: 'Video',
            status: 'Scheduled',
            publish_on: '2026-02-26',
            campaign_id: 1,
            writer_id: 2,
            _mm: { channels: [2] },
          },
          {
            title: 'How Northwind saved 10 hours a week',
            format: 'Article',
            status: 'Published',
            publish_on: '2026-01-20',
            campaign_id: 2,
            writer_id: 1,
            _mm: { channels: [1, 2] },
          },
          { title: 'March newsletter', format: 'Email', status: 'Idea', publish_on: '2026-03-31', writer_id: 2, _mm: { channels: [3] } },
        ],
      },
    ),
  ],
};
