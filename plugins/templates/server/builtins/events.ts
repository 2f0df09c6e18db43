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
      rows: [
        { name: 'Harbour Hall', address: '1 Quay Street, Bristol', capacity: 400, website: 'https://harbourhall.example.com' },
        { name: 'The Loft', address: '22 Mill Lane, Leeds', capacity: 80 },
      ],
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
        v: [
          { _cn: 'Guests', rl: { rltn: 'attendees', rlcn: 'id', type: 'mm', fn: 'count' } },
          { _cn: 'Venue name', lk: { ltn: 'venues', type: 'bt', lcn: 'name' } },
        ],
        rows: [
          {
            name: 'Data Day 2026',
            description: 'A day of talks on databases and APIs.',
            starts_at: '2026-05-14 09:00:00',
            ends_at: '2026-05-14 18:00:00',
            budget: 25000,
            capacity: 350,
            venue_id: 1,
            _mm: { attendees: [1, 2, 3] },
          },
          {
            name: 'Team offsite',
            starts_at: '2026-06-03 10:00:00',
            ends_at: '2026-06-04 16:00:00',
            budget: 6000,
            capacity: 40,
            venue_id: 2,
            _mm: { attendees: [2, 4] },
          },
        ],
      },
    ),
    table(
      'sessions',
      [col('title', 'SingleLineText'), col('starts_at', 'DateTime'), col('duration', 'Duration'), col('room', 'SingleLineText')],
      {
        belongsTo: [{ tn: 'events', _cn: 'event_id' }],
        manyToMany: [{ rtn: 'speakers', _cn: 'Speakers' }],
        rows: [
          {
            title: 'Keynote: schemas that last',
            starts_at: '2026-05-14 09:30:00',
            duration: 2700,
            room: 'Main hall',
            event_id: 1,
            _mm: { speakers: [1] },
          },
          {
            title: 'Panel: APIs in practice',
            starts_at: '2026-05-14 11:00:00',
            duration: 3600,
            room: 'Main hall',
            event_id: 1,
            _mm: { speakers: [1, 2] },
          },
          { title: 'Planning workshop', starts_at: '2026-06-03 10:30:00', duration: 5400, room: 'Studio', event_id: 2 },
        ],
      },
    ),
    table('speakers', [col('name', 'SingleLineText'), col('bio', 'LongText'), col('email', 'Email')], {
      rows: [
        { name: 'Dr. Priya Natarajan', bio: 'Database researcher.', email: 'priya@example.com' },
        { name: 'Jonas Weber', bio: 'Builds public APIs for a living.', email: 'jonas@example.com' },
      ],
    }),
    table(
      'attendees',
      [
        col('name', 'SingleLineText'),
        col('email', 'Email'),
        col('phone', 'PhoneNumber'),
        col('rsvp', 'SingleSelect', options('Invited', 'Going', 'Maybe', 'Declined')),
      ],
      {
        rows: [
          { name: 'Alex Kim', email: 'alex@example.com', rsvp: 'Going' },
          { name: 'Bea Lopez', email: 'bea@example.com', phone: '+34 600 123 456', rsvp: 'Going' },
          { name: 'Chen Wei', email: 'chen@example.com', rsvp: 'Maybe' },
          { name: 'Dana Cole', email: 'dana@example.com', rsvp: 'Invited' },
        ],
      },
    ),
  ],
};
