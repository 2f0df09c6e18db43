import { isLocale, type User } from '@plinth/sdk';
import type { ApiClient } from '@plinth/sdk/web';
import { reaction } from 'mobx';
import type { UiSettingsState } from './UiSettingsState.js';

/** The signed-in user (000 s.7), whoever serves accounts; `PATCH` with `{ language }` stores their language. */
export const USER_ME_PATH = '/user/me';

interface UserLanguageDeps {
  ui: UiSettingsState;
  /** The signed-in user, observable; null when signed out or visiting a shared base. */
  user(): User | null;
  api: ApiClient;
}

/**
 * Keeps the chosen language per user: a sign-in (or a page opened with a stored session) applies
 * the language the user chose on any browser, and a choice made while signed in is saved to the
 * user. Signed out, the browser's own choice (UI settings) stays. Answers the disposer.
 */
export function followUserLanguage({ ui, user, api }: UserLanguageDeps): () => void {
  /** Whose language was last applied, and the language the server holds for them. */
  let owner: string | null = null;
  let stored: string | null = null;

  const applyOnSignIn = reaction(user, (current) => {
    const email = current?.email ?? null;
    // The same user read again (roles, profile) keeps what was chosen since.
    if (email === owner) return;
    owner = email;
    stored = current && isLocale(current.language) ? current.language : null;
    if (stored && stored !== ui.settings.language) ui.update({ language: stored });
  });

  const saveChoice = reaction(
    () => ui.settings.language,
    (language) => {
      if (!owner || language === stored || !isLocale(language)) return;
      const saving = owner;
      api.patch<User>(USER_ME_PATH, { language }, { background: true }).then(
        () => {
          if (owner === saving) stored = language;
        },
        // The choice still applies here; the user's other browsers keep the previous one.
        (err: unknown) => console.warn('[plinth] saving the language to the user failed', err),
      );
    },
  );

  return () => {
    applyOnSignIn();
    saveChoice();
  };
}
