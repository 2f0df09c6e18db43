import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const eventPlanning: TemplateDocument = {
  title: 'Event planning',
  description: 'Events at their venues, the programme of sessions and speakers, and the guest list with every RSVP.',
  category: 'Events',
  image_url: 'linear-gradient(135deg, #ff9a9e 0%, #fad0c4 100%)',
  tags: ['events', 'conference', 'rsvp'],
  tables: [
    table('venues', [col('name', 'SingleLineText'), col('address', 'LongText'), col('capacity', 'Number'), col('website', 'URL')], {
      hasMany: [{ tn: 'events', _cn: 'Events' }],
    }),
    table(
      'events',
      [
        col('name', 'SingleLineText'),
        col('description', 'LongText'),
        col('starts_at', 'DateTime'),
        col('ends_at', 'DateTime'),
        col('budget', 'Currency'),
        col('capacity', 'Number'),
      ],
      {
        belongsTo: [{ tn: 'venues', _cn: 'venue_id' }],
        hasMany: [{ tn: 'sessions', _cn: 'Sessions' }],
        manyToMany: [{ rtn: 'attendees', _cn: 'Attendees' }],
        v: [{ _cn: 'Guests', rl: { rltn: 'attendees', rlcn: 'id', type: 'mm', fn: 'count' } }],
      },
    ),
    table(
      'sessions',
      [col('title', 'SingleLineText'), col('starts_at', 'DateTime'), col('duration', 'Duration'), col('room', 'SingleLineText')],
      {
        belongsTo: [{ tn: 'events', _cn: 'event_id' }],
        manyToMany: [{ rtn: 'speakers', _cn: 'Speakers' }],
      },
    ),
    table('speakers', [col('name', 'SingleLineText'), col('bio', 'LongText'), col('email', 'Email')]),
    table('attendees', [
      col('name', 'SingleLineText'),
      col('email', 'Email'),
      col('phone', 'PhoneNumber'),
      col('rsvp', 'SingleSelect', options('Invited', 'Going', 'Maybe', 'Declined')),
    ]),
  ],
};
