import { makeAutoObservable } from 'mobx';

/** Open state of the settings dialog; `panelId` picks the tab (a settings panel id). */
export class SettingsDialogState {
  open = false;
  panelId: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(panelId?: string): void {
    this.open = true;
    if (panelId) this.panelId = panelId;
  }

  select(panelId: string): void {
    this.panelId = panelId;
  }

  close(): void {
    this.open = false;
  }
}
