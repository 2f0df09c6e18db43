/**
 * Actions a cron job can run that other plugins contribute (000 s.1 cron jobs): a plugin provides
 * `CronActionToken` (multi) once per action; the Cron Jobs tab lists them by title, and a job
 * naming one calls `run` on its ticks in the background (no request, no caller).
 */
export interface CronAction {
  /** Unique across plugins: `<plugin id>.<name>`, e.g. `webhooks.retryFailed`. */
  id: string;
  /** Shown in the job form's list of actions. */
  title: string;
  /**
   * Runs the action for the project with the job's parameters (a JSON object the user typed).
   * What it answers is the run's output (text, or JSON-able); what it throws fails the run with
   * its message. The job plugin bounds nothing here: the action keeps to its own limits.
   */
  run(projectId: string, params: Record<string, unknown>): unknown;
}

export { CronActionToken } from '../service-tokens.js';
