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
        v: [{ _cn: 'Author name', lk: { ltn: 'authors', type: 'bt', lcn: 'name' } }],
      },
    ),
    table('tags', [col('name', 'SingleLineText'), col('color', 'SingleLineText')], { manyToMany: [{ rtn: 'posts', _cn: 'Posts' }] }),
    table(
      'comments',
      [col('author_name', 'SingleLineText'), col('body', 'LongText'), col('posted_at', 'DateTime'), col('approved', 'Checkbox')],
      {
        belongsTo: [{ tn: 'posts', _cn: 'post_id' }],
      },
    ),
  ],
};
