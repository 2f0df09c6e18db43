/**
 * The type icon of a column (001 s.3 uidts), the same in every view: grid headers, the fields
 * menu, cards, forms. Relations and virtual entries get theirs from the column's kind.
 */
import {
  ArrowSwitchIcon,
  CalendarIcon,
  CheckboxIcon,
  ClockIcon,
  CodeIcon,
  CreditCardIcon,
  DeviceMobileIcon,
  FileCodeIcon,
  HashIcon,
  HistoryIcon,
  KeyIcon,
  LinkIcon,
  ListUnorderedIcon,
  LocationIcon,
  MailIcon,
  NoteIcon,
  NumberIcon,
  PaperclipIcon,
  PersonIcon,
  SearchIcon,
  SingleSelectIcon,
  StarIcon,
  StopwatchIcon,
  TypographyIcon,
  VersionsIcon,
  ZapIcon,
  type Icon,
} from '@primer/octicons-react';
import type { Uidt } from '../../entities.js';
import type { ViewColumn } from '../../view-columns.js';

const ICONS: Partial<Record<Uidt, Icon>> = {
  ID: KeyIcon,
  AutoNumber: KeyIcon,
  ForeignKey: KeyIcon,
  SingleLineText: TypographyIcon,
  LongText: NoteIcon,
  Number: NumberIcon,
  Decimal: NumberIcon,
  Currency: CreditCardIcon,
  Percent: NumberIcon,
  Duration: StopwatchIcon,
  Rating: StarIcon,
  Checkbox: CheckboxIcon,
  SingleSelect: SingleSelectIcon,
  MultiSelect: ListUnorderedIcon,
  Date: CalendarIcon,
  Year: CalendarIcon,
  DateTime: ClockIcon,
  Time: ClockIcon,
  CreateTime: HistoryIcon,
  LastModifiedTime: HistoryIcon,
  Email: MailIcon,
  URL: LinkIcon,
  PhoneNumber: DeviceMobileIcon,
  Attachment: PaperclipIcon,
  Collaborator: PersonIcon,
  Geometry: LocationIcon,
  JSON: FileCodeIcon,
  Barcode: HashIcon,
  LinkToAnotherRecord: ArrowSwitchIcon,
  Lookup: SearchIcon,
  Rollup: VersionsIcon,
  Count: HashIcon,
  Formula: CodeIcon,
  Button: ZapIcon,
};

/** The icon component of a uidt (a generic one for types without their own). */
export function uidtIcon(uidt: Uidt): Icon {
  return ICONS[uidt] ?? CodeIcon;
}

/** A column's type icon, 14 px, muted, with the uidt as its accessible title off (the header names the column). */
export function UidtIcon({ col, size = 14 }: { col: Pick<ViewColumn, 'uidt'>; size?: number }) {
  const Glyph = uidtIcon(col.uidt);
  return <Glyph size={size} aria-hidden="true" data-uidt={col.uidt} fill="var(--fgColor-muted, #59636e)" />;
}
