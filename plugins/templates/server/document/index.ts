import { type z } from '@plinth/sdk';
import { HttpError, validate } from '@plinth/sdk/server';
import type { TemplateDocument } from '../../types.js';
import { planTemplate } from '../plan.js';
import { imageProblem } from './image.js';
import { normalize } from './normalize.js';
import { rawDocument } from './raw.js';
import { sampleRowsProblem } from './rows.js';
import { firstRuleProblem, type RuleOptions } from './rules.js';

/**
 * A template document: the structure, then the spec's rules in document order (001 section 5),
 * then whether its names fit together into tables and relations (`planTemplate`), then its
 * sample rows. Answers the first problem as the issue's message.
 */
function templateDocumentSchema(options: RuleOptions) {
  return rawDocument.superRefine((raw, ctx) => {
    const problem = firstRuleProblem(raw, options) ?? imageProblem(raw.image_url);
    if (problem) return ctx.addIssue({ code: 'custom', message: problem });
    try {
      const doc = normalize(raw);
      const rows = sampleRowsProblem(doc, planTemplate(doc));
      if (rows) ctx.addIssue({ code: 'custom', message: rows });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message });
    }
  });
}

const gallery = templateDocumentSchema({ requireCategory: true });
const project = templateDocumentSchema({ requireCategory: false });

/** Validates (400 `{ msg }` with the first problem) and answers the saved form. */
export function parseTemplateDocument(input: unknown, mode: 'gallery' | 'project'): TemplateDocument {
  return normalize(validate(mode === 'gallery' ? gallery : project, input) as z.infer<typeof rawDocument>);
}
