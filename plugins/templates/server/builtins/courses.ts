import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const courses: TemplateDocument = {
  title: 'School courses',
  description:
    'Courses taught by teachers, the students enrolled in them with their grades, and the assignments due along the way: a small student information system.',
  category: 'Education',
  image_url: 'linear-gradient(135deg, #84fab0 0%, #8fd3f4 100%)',
  tags: ['education', 'school', 'students', 'courses'],
  tables: [
    table('teachers', [col('name', 'SingleLineText'), col('email', 'Email'), col('subject', 'SingleLineText')], {
      hasMany: [{ tn: 'courses', _cn: 'Courses' }],
      rows: [
        { name: 'Ms. Okafor', email: 'okafor@school.example.com', subject: 'Mathematics' },
        { name: 'Mr. Lindqvist', email: 'lindqvist@school.example.com', subject: 'History' },
      ],
    }),
    table(
      'courses',
      [
        col('title', 'SingleLineText'),
        col('code', 'SingleLineText'),
        col('credits', 'Number'),
        col('term', 'SingleSelect', options('Autumn', 'Spring', 'Summer')),
      ],
      {
        belongsTo: [{ tn: 'teachers', _cn: 'teacher_id' }],
        hasMany: [{ tn: 'assignments', _cn: 'Assignments' }],
        manyToMany: [{ rtn: 'students', _cn: 'Students' }],
        v: [
          { _cn: 'Teacher name', lk: { ltn: 'teachers', type: 'bt', lcn: 'name' } },
          { _cn: 'Enrolled', rl: { rltn: 'students', rlcn: 'id', type: 'mm', fn: 'count' } },
        ],
        rows: [
          { title: 'Algebra I', code: 'MATH-101', credits: 5, term: 'Autumn', teacher_id: 1, _mm: { students: [1, 2, 3] } },
          { title: 'Statistics', code: 'MATH-201', credits: 5, term: 'Spring', teacher_id: 1, _mm: { students: [2] } },
          { title: 'Modern history', code: 'HIST-110', credits: 3, term: 'Autumn', teacher_id: 2, _mm: { students: [1, 3] } },
        ],
      },
    ),
    table(
      'students',
      [
        col('name', 'SingleLineText'),
        col('email', 'Email'),
        col('year', 'Number'),
        col('birthday', 'Date'),
        col('average_grade', 'Decimal'),
      ],
      {
        manyToMany: [{ rtn: 'courses', _cn: 'Courses' }],
        v: [{ _cn: 'Credits taken', rl: { rltn: 'courses', rlcn: 'credits', type: 'mm', fn: 'sum' } }],
        rows: [
          { name: 'Aiko Mori', email: 'aiko@student.example.com', year: 1, birthday: '2010-05-04', average_grade: 1.7 },
          { name: 'Ben Carter', email: 'ben@student.example.com', year: 2, birthday: '2009-11-21', average_grade: 2.3 },
          { name: 'Chloé Martin', email: 'chloe@student.example.com', year: 1, birthday: '2010-01-30', average_grade: 1.3 },
        ],
      },
    ),
    table(
      'assignments',
      [col('title', 'SingleLineText'), col('due_on', 'Date'), col('max_points', 'Number'), col('instructions', 'LongText')],
      {
        belongsTo: [{ tn: 'courses', _cn: 'course_id' }],
        v: [{ _cn: 'Course title', lk: { ltn: 'courses', type: 'bt', lcn: 'title' } }],
        rows: [
          { title: 'Linear equations worksheet', due_on: '2026-10-02', max_points: 20, course_id: 1 },
          {
            title: 'Essay: the industrial revolution',
            due_on: '2026-10-16',
            max_points: 50,
            instructions: '1,500 words, two sources at least.',
            course_id: 3,
          },
        ],
      },
    ),
  ],
};
