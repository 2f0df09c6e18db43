/** The server messages of this package in every locale (index written by scripts/server-messages.mjs). */
import { serverMessages } from '@plinth/sdk/server';
import { de } from './de.js';
import { ja } from './ja.js';
import { ru } from './ru.js';
import { en } from './en.js';

export const messages = serverMessages(en, { de, ja, ru });
