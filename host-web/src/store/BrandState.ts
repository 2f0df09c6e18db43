import type { BrandInfo, BrandView } from '@plinth/sdk/web';
import { makeAutoObservable } from 'mobx';

/** The top bar's brand; a branding plugin sets it, the frame's default name shows meanwhile. */
export class BrandState implements BrandView {
  title: string | null = null;
  logoUrl: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(brand: Partial<BrandInfo>): void {
    if (brand.title !== undefined) this.title = brand.title?.trim() ? brand.title.trim() : null;
    if (brand.logoUrl !== undefined) this.logoUrl = brand.logoUrl || null;
  }
}
