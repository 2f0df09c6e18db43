/**
 * The SDK's zod: settings schemas and payload validation use this one instance. In a browser it
 * parses without compiling code: the app's Content-Security-Policy allows no eval, and zod's
 * probe for it (made when the first object schema is built) would be reported as a violation.
 * Every schema module imports zod from here, so the switch is set before any schema exists.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
