// The screen of a route row that names kit specs instead of a page file (routes/route-table.ts): a
// list, a record (with its form), or a form. Loaded lazily, like every screen.
import type { ComponentType } from 'react';
import { FormPage } from './form-page';
import { ListPage } from './list-page';
import { RecordPage } from './record-page';
import type { AnyListSpec, DetailSpec, FormSpec } from './screen-spec';

export interface KitRoute {
  titleKey: string;
  list?: AnyListSpec;
  detail?: DetailSpec;
  form?: FormSpec;
}

export function routeScreen({ titleKey, list, detail, form }: KitRoute): ComponentType {
  if (list) return () => <ListPage titleKey={titleKey} spec={list} />;
  if (detail) return () => <RecordPage titleKey={titleKey} spec={detail} form={form} />;
  if (form) return () => <FormPage titleKey={titleKey} spec={form} />;
  throw new Error(`Route ${titleKey} names no list, detail or form.`);
}
