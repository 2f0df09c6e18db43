import {
  defaultUiSettings,
  isLocale,
  preferredLocale,
  THEME_COLOR_KEYS,
  UI_SETTINGS_STORAGE_KEY,
  type ThemeColors,
  type UiSettings,
} from '@plinth/sdk';
import type { UiSettingsStore } from '@plinth/sdk/web';
import { action, makeObservable, observable, reaction } from 'mobx';
import { isRecord, readJson, writeText } from './persist.js';

export const UI_SETTINGS_KEY = UI_SETTINGS_STORAGE_KEY;

/** The SDK's first-visit settings (test helpers start from the same). */
export { defaultUiSettings };

function isThemeColors(value: unknown): value is ThemeColors {
  return isRecord(value) && THEME_COLOR_KEYS.every((key) => typeof value[key] === 'string');
}

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** The browser's languages, best first (`navigator.languages`); none outside a browser. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * Keeps what is valid of a stored value, so an old or hand-edited entry cannot break the frame.
 * With no valid language stored (a first visit), the best of the browser's languages among the 24.
 */
export function sanitizeUiSettings(stored: unknown, languages: readonly string[] = []): UiSettings {
  const d = { ...defaultUiSettings(), language: preferredLocale(languages) };
  if (!isRecord(stored)) return d;
  const tour = isRecord(stored.tour) ? stored.tour : {};
  const panels = isRecord(stored.panels) ? stored.panels : {};
  return {
    darkTheme: bool(stored.darkTheme, d.darkTheme),
    themeName: text(stored.themeName, d.themeName),
    customTheme: isThemeColors(stored.customTheme) ? stored.customTheme : null,
    language: isLocale(stored.language) ? stored.language : d.language,
    autoUpdate: bool(stored.autoUpdate, d.autoUpdate),
    checkForUpdate: bool(stored.checkForUpdate, d.checkForUpdate),
    autoApplyFilter: bool(stored.autoApplyFilter, d.autoApplyFilter),
    includeM2M: bool(stored.includeM2M, d.includeM2M),
    tour: { home: bool(tour.home, d.tour.home), dashboard: bool(tour.dashboard, d.tour.dashboard) },
    panels: Object.fromEntries(Object.entries(panels).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')),
  };
}

/** The frame's UI settings: observable, restored from and saved to localStorage. */
export class UiSettingsState implements UiSettingsStore {
  settings: UiSettings;
  private readonly stopSaving: () => void;

  /** `languages`: the browser's, best first, for a first visit's language (default `navigator.languages`). */
  constructor(storage: Storage | null, languages: readonly string[] = browserLanguages()) {
    this.settings = sanitizeUiSettings(readJson(storage, UI_SETTINGS_KEY), languages);
    makeObservable(this, { settings: observable, update: action });
    // Serialising inside the reaction tracks every nested field, so any change is saved.
    this.stopSaving = reaction(
      () => JSON.stringify(this.settings),
      (json) => writeText(storage, UI_SETTINGS_KEY, json),
    );
  }

  update(patch: Partial<UiSettings>): void {
    Object.assign(this.settings, patch);
  }

  dispose(): void {
    this.stopSaving();
  }
}
