import type { TemplateDocument } from '../../types.js';
import { col, table } from './helpers.js';

export const blog: TemplateDocument = {
  title: 'Blog',
  description: 'Authors, posts with their tags and reader comments awaiting moderation: the content behind a blog or a news site.',
  category: 'Content',
  image_url: 'linear-gradient(135deg, #f093fb 0%, #f5576c 100%)',
  tags: ['blog', 'cms', 'content'],
  tables: [
    table('authors', [col('name', 'SingleLineText'), col('email', 'Email'), col('bio', 'LongText'), col('avatar', 'Attachment')], {
      hasMany: [{ tn: 'posts', _cn: 'Posts' }],
      v: [{ _cn: 'Post count', rl: { rltn: 'posts', rlcn: 'id', type: 'hm', fn: 'count' } }],
      rows: [
        { name: 'Ada Byron', email: 'ada@example.com', bio: 'Writes about engineering and the history of computing.' },
        { name: 'Grace Brewster', email: 'grace@example.com', bio: 'Editor; covers tooling and developer experience.' },
      ],
    }),
    table(
      'posts',
      [
        col('title', 'SingleLineText'),
        col('slug', 'SingleLineText'),
        col('body', 'LongText'),
        col('published', 'Checkbox'),
        col('published_at', 'DateTime'),
      ],
      {
        belongsTo: [{ tn: 'authors', _cn: 'author_id' }],
        hasMany: [{ tn: 'comments', _cn: 'Comments' }],
        manyToMany: [{ rtn: 'tags', _cn: 'Tags' }],
        v: [
          { _cn: 'Author name', lk: { ltn: 'authors', type: 'bt', lcn: 'name' } },
          { _cn: 'Comment count', rl: { rltn: 'comments', rlcn: 'id', type: 'hm', fn: 'count' } },
        ],
        rows: [
          {
            title: 'Hello, world',
            slug: 'hello-world',
            body: 'Our first post: what this blog is about and how often we publish.',
            published: true,
            published_at: '2026-01-12 09:00:00',
            author_id: 1,
            _mm: { tags: [1] },
          },
          {
            title: 'Ten tips for faster queries',
            slug: 'faster-queries',
            body: 'Indexes, fewer round trips and reading the query plan.',
            published: true,
            published_at: '2026-02-03 10:30:00',
            author_id: 2,
            _mm: { tags: [2, 3] },
          },
          { title: 'Draft: our roadmap', slug: 'roadmap', body: 'What comes next.', published: false, author_id: 1, _mm: { tags: [1, 3] } },
        ],
      },
    ),
    table('tags', [col('name', 'SingleLineText'), col('color', 'SingleLineText')], {
      manyToMany: [{ rtn: 'posts', _cn: 'Posts' }],
      rows: [
        { name: 'News', color: 'blue' },
        { name: 'Databases', color: 'green' },
        { name: 'How-to', color: 'orange' },
      ],
    }),
    table(
      'comments',
      [col('author_name', 'SingleLineText'), col('body', 'LongText'), col('posted_at', 'DateTime'), col('approved', 'Checkbox')],
      {
        belongsTo: [{ tn: 'posts', _cn: 'post_id' }],
        v: [{ _cn: 'Post title', lk: { ltn: 'posts', type: 'bt', lcn: 'title' } }],
        rows: [
          { author_name: 'Sam', body: 'Welcome! Looking forward to more.', posted_at: '2026-01-12 12:15:00', approved: true, post_id: 1 },
          { author_name: 'Kim', body: 'Tip 4 halved our page load time.', posted_at: '2026-02-04 08:05:00', approved: true, post_id: 2 },
          { author_name: 'Lee', body: 'What about covering indexes?', posted_at: '2026-02-05 17:40:00', approved: false, post_id: 2 },
        ],
      },
    ),
  ],
};
