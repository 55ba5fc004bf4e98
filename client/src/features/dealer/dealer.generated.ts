/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql';

import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type ShopFieldsFragment = { id: string, shopName: string, landmark: string | null, phone: string | null, lat: number | null, lng: number | null, positionPinned: boolean, countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null };

export type MyShopQueryVariables = Exact<{ [key: string]: never; }>;


export type MyShopQuery = { myShop: { id: string, shopName: string, landmark: string | null, phone: string | null, lat: number | null, lng: number | null, positionPinned: boolean, countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null } | null };

export type SaveShopMutationVariables = Exact<{
  input: Types.ShopInput;
}>;


export type SaveShopMutation = { saveShop: { id: string, shopName: string, landmark: string | null, phone: string | null, lat: number | null, lng: number | null, positionPinned: boolean, countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null } };

export type MyProductAvailabilityQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MyProductAvailabilityQuery = { myProductAvailabilityCount: number, myProductAvailability: Array<{ id: string, isAvailable: boolean, updatedAt: string, product: { id: string, name: string } }> };

export type DealerProductChoicesQueryVariables = Exact<{
  filter?: Types.ProductFilter | null | undefined;
}>;


export type DealerProductChoicesQuery = { products: { items: Array<{ id: string, name: string }> } };

export type SetProductAvailabilityMutationVariables = Exact<{
  input: Types.ProductAvailabilityInput;
}>;


export type SetProductAvailabilityMutation = { setProductAvailability: { id: string, isAvailable: boolean, updatedAt: string, product: { id: string, name: string } } };

export type DeleteProductAvailabilityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductAvailabilityMutation = { deleteProductAvailability: string };

export type RideHoursFieldsFragment = { closedDates: Array<string>, slotMinutes: number, capacity: number, minNoticeMinutes: number, horizonDays: number, days: Array<{ weekday: number, open: string | null, close: string | null }> };

export type MyShopRideHoursQueryVariables = Exact<{ [key: string]: never; }>;


export type MyShopRideHoursQuery = { myShopRideHours: { closedDates: Array<string>, slotMinutes: number, capacity: number, minNoticeMinutes: number, horizonDays: number, days: Array<{ weekday: number, open: string | null, close: string | null }> } | null };

export type SetShopRideHoursMutationVariables = Exact<{
  input: Types.ShopRideHoursInput;
}>;


export type SetShopRideHoursMutation = { setShopRideHours: { closedDates: Array<string>, slotMinutes: number, capacity: number, minNoticeMinutes: number, horizonDays: number, days: Array<{ weekday: number, open: string | null, close: string | null }> } };

export const ShopFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"positionPinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]} as unknown as DocumentNode;
export const RideHoursFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RideHoursFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHours"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]} as unknown as DocumentNode;
export const MyShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"positionPinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]} as unknown as DocumentNode;

export function useMyShopQuery(options?: Omit<Urql.UseQueryArgs<MyShopQueryVariables>, 'query'>) {
  return Urql.useQuery<MyShopQuery, MyShopQueryVariables>({ query: MyShopDocument, ...options });
};
export const SaveShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"positionPinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]} as unknown as DocumentNode;

export function useSaveShopMutation() {
  return Urql.useMutation<SaveShopMutation, SaveShopMutationVariables>(SaveShopDocument);
};
export const MyProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProductAvailabilityCount"}},{"kind":"Field","name":{"kind":"Name","value":"myProductAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useMyProductAvailabilityQuery(options?: Omit<Urql.UseQueryArgs<MyProductAvailabilityQueryVariables>, 'query'>) {
  return Urql.useQuery<MyProductAvailabilityQuery, MyProductAvailabilityQueryVariables>({ query: MyProductAvailabilityDocument, ...options });
};
export const DealerProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealerProductChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useDealerProductChoicesQuery(options?: Omit<Urql.UseQueryArgs<DealerProductChoicesQueryVariables>, 'query'>) {
  return Urql.useQuery<DealerProductChoicesQuery, DealerProductChoicesQueryVariables>({ query: DealerProductChoicesDocument, ...options });
};
export const SetProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useSetProductAvailabilityMutation() {
  return Urql.useMutation<SetProductAvailabilityMutation, SetProductAvailabilityMutationVariables>(SetProductAvailabilityDocument);
};
export const DeleteProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useDeleteProductAvailabilityMutation() {
  return Urql.useMutation<DeleteProductAvailabilityMutation, DeleteProductAvailabilityMutationVariables>(DeleteProductAvailabilityDocument);
};
export const MyShopRideHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShopRideHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShopRideHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RideHoursFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RideHoursFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHours"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]} as unknown as DocumentNode;

export function useMyShopRideHoursQuery(options?: Omit<Urql.UseQueryArgs<MyShopRideHoursQueryVariables>, 'query'>) {
  return Urql.useQuery<MyShopRideHoursQuery, MyShopRideHoursQueryVariables>({ query: MyShopRideHoursDocument, ...options });
};
export const SetShopRideHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetShopRideHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setShopRideHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RideHoursFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RideHoursFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHours"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]} as unknown as DocumentNode;

export function useSetShopRideHoursMutation() {
  return Urql.useMutation<SetShopRideHoursMutation, SetShopRideHoursMutationVariables>(SetShopRideHoursDocument);
};