import { action, makeObservable, observable, reaction } from 'mobx';
import { isRecord, readJson, STORAGE_PREFIX, writeJson } from './persist.js';

export const TELEMETRY_KEY = `${STORAGE_PREFIX}telemetry`;

export type TelemetrySwitch = 'analytics' | 'errorReporting';

/** What turning a switch off needs (000 s.5). */
export type DisableCheck = 'signInRequired' | 'confirm';

/**
 * The analytics and error-reporting switches (UI settings "GA enabled", "error reporting enabled").
 * Only a registered user may turn one off, after a confirmation; turning on needs neither.
 * Nothing is sent anywhere unless an endpoint is configured at build time (see config.ts).
 */
export class TelemetryState {
  analytics = true;
  errorReporting = true;
  private readonly stopSaving: () => void;

  constructor(storage: Storage | null) {
    const stored = readJson(storage, TELEMETRY_KEY);
    if (isRecord(stored)) {
      if (typeof stored.analytics === 'boolean') this.analytics = stored.analytics;
      if (typeof stored.errorReporting === 'boolean') this.errorReporting = stored.errorReporting;
    }
    makeObservable(this, { analytics: observable, errorReporting: observable, set: action });
    this.stopSaving = reaction(
      () => ({ analytics: this.analytics, errorReporting: this.errorReporting }),
      (value) => writeJson(storage, TELEMETRY_KEY, value),
    );
  }

  /** May `signedInEmail` turn the switch off: a sign-in is required first, else a confirmation. */
  static disableCheck(signedInEmail: string | null | undefined): DisableCheck {
    return signedInEmail ? 'confirm' : 'signInRequired';
  }

  set(name: TelemetrySwitch, on: boolean): void {
    this[name] = on;
  }

  dispose(): void {
    this.stopSaving();
  }
}
