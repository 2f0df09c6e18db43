export * from './types.js';
export * from './errors.js';
export { defineHook, defineServiceToken } from './contracts.js';
export { HookRegistry, type TapInfo } from './hooks.js';
export { ServiceRegistry } from './services.js';
export { orderPlugins, type OrderResult } from './order.js';
export { Kernel, type KernelOptions, type KernelPlugin, type PluginScope, type PluginStatus } from './kernel.js';
