import { makeAutoObservable } from 'mobx';

/** Nested start/stop pairs are counted (spec 000 s.4): busy until every started task stopped. */
export class ProgressState {
  count = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get active(): boolean {
    return this.count > 0;
  }

  start(): void {
    this.count++;
  }

  stop(): void {
    this.count = Math.max(0, this.count - 1);
  }

  async track<T>(task: Promise<T>): Promise<T> {
    this.start();
    try {
      return await task;
    } finally {
      this.stop();
    }
  }
}
