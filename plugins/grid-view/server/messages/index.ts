/** The server messages of this package in every locale (index written by scripts/server-messages.mjs). */
import { serverMessages } from '@plinth/sdk/server';
import { da } from './da.js';
import { de } from './de.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { hr } from './hr.js';
import { id } from './id.js';
import { it_IT } from './it_IT.js';
import { iw } from './iw.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { pt_BR } from './pt_BR.js';
import { ru } from './ru.js';
import { sl } from './sl.js';
import { sv } from './sv.js';
import { th } from './th.js';
import { uk } from './uk.js';
import { vi } from './vi.js';
import { zh_CN } from './zh_CN.js';
import { zh_HK } from './zh_HK.js';
import { zh_TW } from './zh_TW.js';
import { en } from './en.js';

export const messages = serverMessages(en, {
  da,
  de,
  es,
  fi,
  fr,
  hr,
  id,
  it_IT,
  iw,
  ja,
  ko,
  nl,
  no,
  pt_BR,
  ru,
  sl,
  sv,
  th,
  uk,
  vi,
  zh_CN,
  zh_HK,
  zh_TW,
});
