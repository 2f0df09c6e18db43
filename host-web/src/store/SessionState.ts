import {
  effectiveRoles,
  LIMITS,
  rolesCan,
  SESSION_STORAGE_KEY,
  type ProjectInfo,
  type RoleMap,
  type RoleName,
  type UiAbility,
  type User,
} from '@plinth/sdk';
import type { SessionView, SharedBaseVisit } from '@plinth/sdk/web';
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { isRecord, readJson, writeJson } from './persist.js';

/** The SDK's key: pages served by plugins (Swagger UI, GraphiQL) read the token there too. */
export const SESSION_KEY = SESSION_STORAGE_KEY;

const DEFAULT_ABILITY: UiAbility = { darkTheme: false, maxTables: LIMITS.maxTables, maxTabs: LIMITS.maxTabs };

/** Reads `GET /user/me` (with whatever token the API client sends at that moment). */
/** Reads `GET /user/me`, for one project's roles too when given its id. */
export type FetchMe = (projectId?: string) => Promise<unknown>;

/** A `/user/me` answer naming a user; `{}` (nobody) and shared-base answers (no e-mail) are not users. */
function asUser(answer: unknown): User | null {
  if (!isRecord(answer) || typeof answer.email !== 'string' || !isRecord(answer.roles)) return null;
  return answer as unknown as User;
}

const noFetchMe: FetchMe = () => Promise.reject(new Error('the session has no /user/me loader'));

/** A stored shared base link (`{ id, projectId, key? }`), or null. */
function storedVisit(stored: unknown): SharedBaseVisit | null {
  const visit = isRecord(stored) ? stored.sharedBase : undefined;
  if (!isRecord(visit) || typeof visit.id !== 'string' || typeof visit.projectId !== 'string') return null;
  return { id: visit.id, projectId: visit.projectId, roles: {}, ...(typeof visit.key === 'string' && { key: visit.key }) };
}

/**
 * Who is signed in and what they may do. Only the token is persisted; the user is re-read with it.
 * Permission checks use the SDK's role table (`rolesCan`, `effectiveRoles`), the same one the
 * server's guard uses, so the UI never offers what the server would refuse.
 */
export class SessionState implements SessionView {
  user: User | null = null;
  token: string | null;
  projectInfo: ProjectInfo | null = null;
  ability: UiAbility = { ...DEFAULT_ABILITY };
  previewAs: RoleName | null = null;
  /** A shared base visit (no user signed in): kept across reloads of this browser like the token. */
  sharedBase: SharedBaseVisit | null;
  /** The signed-in user's roles in the project whose dashboard is open. */
  projectRoles: { projectId: string; roles: RoleMap } | null = null;
  /**
   * Which session this is: a sign-in or sign-out starts another, a renewed token (401 handling)
   * does not. A `/user/me` answer applies only to the session it was asked for.
   */
  private generation = 0;
  private readonly stopSaving: () => void;

  constructor(
    storage: Storage | null,
    private readonly fetchMe: FetchMe = noFetchMe,
  ) {
    const stored = readJson(storage, SESSION_KEY);
    this.token = isRecord(stored) && typeof stored.token === 'string' ? stored.token : null;
    this.sharedBase = this.token ? null : storedVisit(stored);
    makeObservable<
      SessionState,
      'stopSaving' | 'fetchMe' | 'generation' | 'setUser' | 'startSession' | 'setVisitRoles' | 'setProjectRoles'
    >(this, {
      user: observable.ref,
      token: observable,
      projectInfo: observable.ref,
      ability: observable.ref,
      previewAs: observable,
      sharedBase: observable.ref,
      projectRoles: observable.ref,
      enterSharedBase: action,
      setProjectRoles: action,
      stopSaving: false,
      fetchMe: false,
      generation: false,
      roles: computed,
      startSession: action,
      setVisitRoles: action,
      setToken: action,
      setUser: action,
      clearUser: action,
      signOut: action,
      setPreviewAs: action,
      setProjectInfo: action,
      setAbility: action,
    });
    this.stopSaving = reaction(
      () => [this.token, this.sharedBase?.id, this.sharedBase?.projectId, this.sharedBase?.key] as const,
      ([token, id, projectId, key]) => writeJson(storage, SESSION_KEY, { token, ...(id && { sharedBase: { id, projectId, key } }) }),
    );
  }

  /** The roles permission checks use: the held ones (a shared base link's for a visitor), or the preview-as role for an admin. */
  get roles(): RoleMap {
    const held = this.user ? { ...this.user.roles, ...this.projectRoles?.roles } : (this.sharedBase?.roles ?? {});
    return effectiveRoles(held, this.previewAs ?? undefined);
  }

  can(permission: string): boolean {
    return rolesCan(this.roles, permission);
  }

  async signIn(token: string): Promise<User> {
    const generation = this.startSession(token);
    let user: User | null;
    try {
      user = await this.reloadUser();
    } catch (err) {
      if (this.generation === generation) this.signOut();
      throw err;
    }
    if (!user) {
      if (this.generation === generation) this.signOut();
      throw new Error('The token does not name a user');
    }
    return user;
  }

  async reloadUser(): Promise<User | null> {
    const generation = this.generation;
    const answer = await this.fetchMe();
    const user = asUser(answer);
    // Signed out or in as someone else meanwhile: this answer is about a session that is gone.
    if (this.generation !== generation) return this.user;
    this.setUser(user);
    // A shared base visit: `/user/me` answers the link's roles and project (000 s.7).
    const visit = this.sharedBase;
    if (!user && visit && isRecord(answer) && answer.project_id === visit.projectId && isRecord(answer.roles)) {
      this.setVisitRoles(answer.roles as RoleMap);
    }
    return user;
  }

  async enterSharedBase(link: { id: string; projectId: string; key?: string }): Promise<void> {
    this.generation++;
    this.user = null;
    this.token = null;
    this.previewAs = null;
    this.sharedBase = { ...link, roles: {} };
    await this.reloadUser();
  }

  async enterProject(projectId: string | null): Promise<void> {
    if (projectId === null || !this.user) return this.setProjectRoles(null);
    if (this.projectRoles?.projectId !== projectId) this.setProjectRoles(null);
    const generation = this.generation;
    const answer = await this.fetchMe(projectId);
    // Signed out or in as someone else meanwhile: these roles belong to a session that is gone.
    if (this.generation !== generation) return;
    const roles = isRecord(answer) && isRecord(answer.project_roles) ? (answer.project_roles as RoleMap) : {};
    this.setProjectRoles({ projectId, roles });
  }

  private setProjectRoles(scope: { projectId: string; roles: RoleMap } | null): void {
    this.projectRoles = scope;
  }

  private setVisitRoles(roles: RoleMap): void {
    if (this.sharedBase) this.sharedBase = { ...this.sharedBase, roles };
  }

  /** The user shown so far stays until /user/me answers: a password change re-signs in without a gap. */
  private startSession(token: string): number {
    this.generation++;
    this.token = token;
    this.sharedBase = null;
    this.projectRoles = null;
    return this.generation;
  }

  /** A renewed access token for the same session (the API client's 401 handling). */
  setToken(token: string | null): void {
    this.token = token;
  }

  private setUser(user: User | null): void {
    this.user = user;
  }

  clearUser(): void {
    this.user = null;
  }

  signOut(): void {
    this.generation++;
    this.user = null;
    this.token = null;
    this.previewAs = null;
    this.sharedBase = null;
    this.projectRoles = null;
  }

  setPreviewAs(role: RoleName | null): void {
    this.previewAs = role;
  }

  setProjectInfo(info: ProjectInfo | null): void {
    this.projectInfo = info;
  }

  /** `GET /ui_ability`: missing or malformed fields keep the defaults (000 s.3). */
  setAbility(ability: Partial<UiAbility>): void {
    const next: UiAbility = { ...DEFAULT_ABILITY };
    if (typeof ability.darkTheme === 'boolean') next.darkTheme = ability.darkTheme;
    if (typeof ability.maxTables === 'number' && ability.maxTables > 0) next.maxTables = ability.maxTables;
    if (typeof ability.maxTabs === 'number' && ability.maxTabs > 0) next.maxTabs = ability.maxTabs;
    if (typeof ability.disableGA === 'boolean') next.disableGA = ability.disableGA;
    if (typeof ability.disableTelemetry === 'boolean') next.disableTelemetry = ability.disableTelemetry;
    this.ability = next;
  }

  dispose(): void {
    this.stopSaving();
  }
}
