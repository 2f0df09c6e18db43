/** The server messages of this package in every locale (index written by scripts/server-messages.mjs). */
import { serverMessages } from '@plinth/sdk/server';
import { en } from './en.js';

export const messages = serverMessages(en, {});
