/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
export type PageFields_AuditEventPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_LeadPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_OfferRequestPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_OutboxMailPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_ProductPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_ReviewPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_UserPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFields_WebhookDeliveryPage_Fragment = { total: number, page: number, totalPages: number };

export type PageFieldsFragment =
  | PageFields_AuditEventPage_Fragment
  | PageFields_LeadPage_Fragment
  | PageFields_OfferRequestPage_Fragment
  | PageFields_OutboxMailPage_Fragment
  | PageFields_ProductPage_Fragment
  | PageFields_ReviewPage_Fragment
  | PageFields_UserPage_Fragment
  | PageFields_WebhookDeliveryPage_Fragment
;

export const PageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]} as unknown as DocumentNode;