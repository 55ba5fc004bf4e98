/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
export type PlaceFields_Location_Fragment = { countryId: string, countryName: string, stateId: string, stateName: string, cityId: string, cityName: string, address1: string, address2: string | null };

export type PlaceFields_Shop_Fragment = { countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null };

export type PlaceFields_User_Fragment = { countryId: string | null, countryName: string | null, stateId: string | null, stateName: string | null, cityId: string | null, cityName: string | null, address1: string | null, address2: string | null };

export type PlaceFieldsFragment =
  | PlaceFields_Location_Fragment
  | PlaceFields_Shop_Fragment
  | PlaceFields_User_Fragment
;

export const PlaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]} as unknown as DocumentNode;