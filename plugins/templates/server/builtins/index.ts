import type { TemplateDocument } from '../../types.js';
import { blog } from './blog.js';
import { bugTracker } from './bug-tracker.js';
import { contentCalendar } from './content-calendar.js';
import { courses } from './courses.js';
import { crm } from './crm.js';
import { eventPlanning } from './events.js';
import { fundraising } from './fundraising.js';
import { helpDesk } from './help-desk.js';
import { hr } from './hr.js';
import { inventory } from './inventory.js';
import { projectTracker } from './project-tracker.js';
import { recruiting } from './recruiting.js';

/** The first built-ins, seeded by migration 002 (ids 1-5 on a store that started with them). */
export const FIRST_BUILT_INS: readonly TemplateDocument[] = [crm, projectTracker, blog, inventory, eventPlanning];

/** Built-ins added later, seeded by migration 003 (on new and existing stores alike). */
export const ADDED_BUILT_INS: readonly TemplateDocument[] = [hr, bugTracker, contentCalendar, helpDesk, courses, recruiting, fundraising];

/** The templates a fresh meta store starts with, in id order (admins may edit them after). */
export const BUILT_IN_TEMPLATES: readonly TemplateDocument[] = [...FIRST_BUILT_INS, ...ADDED_BUILT_INS];
