import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const hr: TemplateDocument = {
  title: 'HR and people',
  description:
    'Departments and the employees in them, their skills and every leave request, so head count, payroll and time off stay in one place.',
  category: 'HR',
  image_url: 'linear-gradient(135deg, #a1c4fd 0%, #c2e9fb 100%)',
  tags: ['hr', 'employees', 'leave'],
  tables: [
    table('departments', [col('name', 'SingleLineText'), col('cost_center', 'SingleLineText'), col('location', 'SingleLineText')], {
      hasMany: [{ tn: 'employees', _cn: 'Employees' }],
      v: [
        { _cn: 'Head count', rl: { rltn: 'employees', rlcn: 'id', type: 'hm', fn: 'count' } },
        { _cn: 'Payroll', rl: { rltn: 'employees', rlcn: 'salary', type: 'hm', fn: 'sum' } },
      ],
      rows: [
        { name: 'Engineering', cost_center: 'CC-100', location: 'Berlin' },
        { name: 'Sales', cost_center: 'CC-200', location: 'London' },
        { name: 'People', cost_center: 'CC-300', location: 'Berlin' },
      ],
    }),
    table(
      'employees',
      [
        col('full_name', 'SingleLineText'),
        col('email', 'Email'),
        col('phone', 'PhoneNumber'),
        col('job_title', 'SingleLineText'),
        col('start_date', 'Date'),
        col('salary', 'Currency'),
        col('employment', 'SingleSelect', options('Full time', 'Part time', 'Contractor')),
        col('active', 'Checkbox'),
      ],
      {
        belongsTo: [{ tn: 'departments', _cn: 'department_id' }],
        hasMany: [{ tn: 'leave_requests', _cn: 'Leave requests' }],
        manyToMany: [{ rtn: 'skills', _cn: 'Skills' }],
        v: [
          { _cn: 'Department name', lk: { ltn: 'departments', type: 'bt', lcn: 'name' } },
          { _cn: 'Days off', rl: { rltn: 'leave_requests', rlcn: 'days', type: 'hm', fn: 'sum' } },
        ],
        rows: [
          {
            full_name: 'Mia Schulz',
            email: 'mia@example.com',
            job_title: 'Staff engineer',
            start_date: '2021-04-01',
            salary: 98000,
            employment: 'Full time',
            active: true,
            department_id: 1,
            _mm: { skills: [1, 2] },
          },
          {
            full_name: 'Noah Patel',
            email: 'noah@example.com',
            phone: '+44 20 7946 0018',
            job_title: 'Account executive',
            start_date: '2023-09-15',
            salary: 64000,
            employment: 'Full time',
            active: true,
            department_id: 2,
            _mm: { skills: [3] },
          },
          {
            full_name: 'Eva Novak',
            email: 'eva@example.com',
            job_title: 'Recruiter',
            start_date: '2024-02-05',
            salary: 52000,
            employment: 'Part time',
            active: true,
            department_id: 3,
            _mm: { skills: [3, 4] },
          },
          {
            full_name: 'Luis Romero',
            email: 'luis@example.com',
            job_title: 'Frontend developer',
            start_date: '2025-01-13',
            salary: 71000,
            employment: 'Contractor',
            active: true,
            department_id: 1,
            _mm: { skills: [2] },
          },
        ],
      },
    ),
    table('skills', [col('name', 'SingleLineText'), col('area', 'SingleSelect', options('Technical', 'People', 'Business'))], {
      manyToMany: [{ rtn: 'employees', _cn: 'Employees' }],
      rows: [
        { name: 'PostgreSQL', area: 'Technical' },
        { name: 'TypeScript', area: 'Technical' },
        { name: 'Negotiation', area: 'Business' },
        { name: 'Interviewing', area: 'People' },
      ],
    }),
    table(
      'leave_requests',
      [
        col('kind', 'SingleSelect', options('Vacation', 'Sick', 'Parental', 'Unpaid')),
        col('from_date', 'Date'),
        col('to_date', 'Date'),
        col('days', 'Number'),
        col('status', 'SingleSelect', options('Requested', 'Approved', 'Rejected')),
        col('note', 'LongText'),
      ],
      {
        belongsTo: [{ tn: 'employees', _cn: 'employee_id' }],
        v: [{ _cn: 'Employee name', lk: { ltn: 'employees', type: 'bt', lcn: 'full_name' } }],
        rows: [
          { kind: 'Vacation', from_date: '2026-07-06', to_date: '2026-07-17', days: 10, status: 'Approved', employee_id: 1 },
          { kind: 'Sick', from_date: '2026-02-09', to_date: '2026-02-10', days: 2, status: 'Approved', employee_id: 2 },
          { kind: 'Vacation', from_date: '2026-08-03', to_date: '2026-08-07', days: 5, status: 'Requested', employee_id: 1 },
        ],
      },
    ),
  ],
};
