import 'reflect-metadata';
import { container as globalContainer, type DependencyContainer } from 'tsyringe';
import { KernelError, ServiceUnavailableError } from './errors.js';
import type { ServiceToken } from './types.js';

interface Provision {
  pluginId: string;
  value: unknown;
}

/**
 * Public services, keyed by token. They live in the kernel's root tsyringe container, so every
 * plugin's child container resolves them; a plugin's private registrations stay in its child.
 * The root registration is a factory over this table, because tsyringe cannot unregister one
 * token, and a disabled plugin's services must disappear.
 */
export class ServiceRegistry {
  readonly root: DependencyContainer;
  private readonly provisions = new Map<string, Provision[]>();
  /** The plugins' containers (children of the root made by `pluginContainer`). */
  private readonly children = new WeakSet<DependencyContainer>();

  constructor(root: DependencyContainer = globalContainer.createChildContainer()) {
    this.root = root;
  }

  /** A plugin's child container of the root (its private registrations, the root's services). */
  pluginContainer(): DependencyContainer {
    const child = this.root.createChildContainer();
    this.children.add(child);
    return child;
  }

  provide<T>(pluginId: string, token: ServiceToken<T>, value: T): () => void {
    const list = this.provisions.get(token.id) ?? [];
    if (!token.multi && list.length > 0) {
      throw new KernelError(`Service '${token.id}' is already provided by plugin '${list[0]!.pluginId}'`, 'SERVICE_ALREADY_PROVIDED');
    }
    const provision: Provision = { pluginId, value };
    list.push(provision);
    this.provisions.set(token.id, list);
    if (!this.root.isRegistered(token.id)) {
      this.root.register(token.id, {
        useFactory: () => {
          const current = this.provisions.get(token.id) ?? [];
          if (token.multi) return current.map((p) => p.value);
          if (!current[0]) throw new ServiceUnavailableError(token.id);
          return current[0].value;
        },
      });
    }
    return () => {
      const current = this.provisions.get(token.id) ?? [];
      this.provisions.set(
        token.id,
        current.filter((p) => p !== provision),
      );
    };
  }

  revokeAll(pluginId: string): void {
    for (const [id, list] of this.provisions) {
      this.provisions.set(
        id,
        list.filter((p) => p.pluginId !== pluginId),
      );
    }
  }

  /** Whether `pluginId` currently provides the token with this id. */
  isProvidedBy(tokenId: string, pluginId: string): boolean {
    return (this.provisions.get(tokenId) ?? []).some((p) => p.pluginId === pluginId);
  }

  providerOf(token: ServiceToken<unknown>): string | undefined {
    return this.provisions.get(token.id)?.[0]?.pluginId;
  }

  /** Resolves through `from` (a plugin's child container) so private registrations win. */
  get<T>(token: ServiceToken<T>, from: DependencyContainer = this.root): T {
    if (token.multi) throw new KernelError(`Service '${token.id}' is a multi token; use getAll()`, 'SERVICE_MULTI');
    const provided = this.providedAtRoot(token, from);
    if (provided) return provided.value as T;
    if (!from.isRegistered(token.id, true)) throw new ServiceUnavailableError(token.id);
    return from.resolve<T>(token.id);
  }

  getOptional<T>(token: ServiceToken<T>, from: DependencyContainer = this.root): T | undefined {
    // Without the error `get` throws: optional services are asked for on every data request.
    if (!token.multi && !this.providedAtRoot(token, from) && !from.isRegistered(token.id, true)) return undefined;
    try {
      return this.get(token, from);
    } catch (err) {
      if (err instanceof ServiceUnavailableError) return undefined;
      throw err;
    }
  }

  /**
   * The root's registration of a provided token is the factory over `provisions`: read through
   * the root, or through a plugin's container that has no registration of its own under the token
   * (which would win), the table answers directly (the host and the gRPC API look up access
   * control on every request; tsyringe's resolution through a child costs tens of µs).
   */
  private providedAtRoot(token: ServiceToken<unknown>, from: DependencyContainer): Provision | undefined {
    if (from !== this.root && !(this.children.has(from) && !from.isRegistered(token.id, false))) return undefined;
    return this.provisions.get(token.id)?.[0];
  }

  getAll<T>(token: ServiceToken<T>): T[] {
    return (this.provisions.get(token.id) ?? []).map((p) => p.value as T);
  }
}
