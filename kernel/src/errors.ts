/** Base for every error the kernel raises, so hosts can tell them from plugin errors. */
export class KernelError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'KernelError';
  }
}

export class ServiceUnavailableError extends KernelError {
  constructor(tokenId: string, why = 'no plugin provides it') {
    super(`Service '${tokenId}' is not available: ${why}`, 'SERVICE_UNAVAILABLE');
  }
}

/** An error thrown by a hook tap, annotated with the hook and the plugin that tapped it. */
export class HookTapError extends KernelError {
  constructor(
    readonly hook: string,
    readonly pluginId: string,
    readonly original: unknown,
  ) {
    super(
      `Hook '${hook}' tapped by plugin '${pluginId}' failed: ${original instanceof Error ? original.message : String(original)}`,
      'HOOK_TAP_FAILED',
    );
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
