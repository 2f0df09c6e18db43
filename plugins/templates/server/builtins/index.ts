import type { TemplateDocument } from '../../types.js';
import { blog } from './blog.js';
import { crm } from './crm.js';
import { eventPlanning } from './events.js';
import { inventory } from './inventory.js';
import { projectTracker } from './project-tracker.js';

/** The templates a fresh meta store starts with (seeded once; admins may edit them after). */
export const BUILT_IN_TEMPLATES: readonly TemplateDocument[] = [crm, projectTracker, blog, inventory, eventPlanning];
