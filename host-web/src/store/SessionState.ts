import { LIMITS, type ProjectInfo, type UiAbility, type User } from '@plinth/sdk';
import type { SessionView } from '@plinth/sdk/web';
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { isRecord, readJson, STORAGE_PREFIX, writeJson } from './persist.js';

export const SESSION_KEY = `${STORAGE_PREFIX}session`;

export const DEFAULT_ABILITY: UiAbility = { darkTheme: false, maxTables: LIMITS.maxTables, maxTabs: LIMITS.maxTabs };

/** Role name -> the permissions it grants; '*' grants all (spec 000 s.6). */
export type RoleAbilities = Record<string, '*' | readonly string[]>;
/** Admins (owner, creator) may do everything; other roles' grants arrive with the roles API. */
export const DEFAULT_ROLE_ABILITIES: RoleAbilities = { owner: '*', creator: '*' };

/** Who is signed in and what they may do. Only the token is persisted; the user is re-read from it. */
export class SessionState implements SessionView {
  user: User | null = null;
  token: string | null;
  projectInfo: ProjectInfo | null = null;
  ability: UiAbility = { ...DEFAULT_ABILITY };
  /** Preview-as: one role replacing the held roles for permission checks until reset. */
  previewAs: string | null = null;
  roleAbilities: RoleAbilities = DEFAULT_ROLE_ABILITIES;
  private readonly stopSaving: () => void;

  constructor(storage: Storage | null) {
    const stored = readJson(storage, SESSION_KEY);
    this.token = isRecord(stored) && typeof stored.token === 'string' ? stored.token : null;
    makeObservable<SessionState, 'stopSaving'>(this, {
      user: observable.ref,
      token: observable,
      projectInfo: observable.ref,
      ability: observable.ref,
      previewAs: observable,
      roleAbilities: observable.ref,
      stopSaving: false,
      roles: computed,
      signIn: action,
      signOut: action,
      setPreviewAs: action,
      setRoleAbilities: action,
    });
    this.stopSaving = reaction(
      () => this.token,
      (token) => writeJson(storage, SESSION_KEY, { token }),
    );
  }

  /** The roles permission checks use: the held ones, or the preview-as role. */
  get roles(): string[] {
    if (this.previewAs) return [this.previewAs];
    return Object.entries(this.user?.roles ?? {})
      .filter(([, held]) => held)
      .map(([role]) => role);
  }

  can(permission: string): boolean {
    return this.roles.some((role) => {
      const granted = this.roleAbilities[role];
      return granted === '*' || (granted?.includes(permission) ?? false);
    });
  }

  signIn(user: User, token: string): void {
    this.user = user;
    this.token = token;
  }

  signOut(): void {
    this.user = null;
    this.token = null;
    this.previewAs = null;
  }

  setPreviewAs(role: string | null): void {
    this.previewAs = role;
  }

  setRoleAbilities(abilities: RoleAbilities): void {
    this.roleAbilities = abilities;
  }

  dispose(): void {
    this.stopSaving();
  }
}
