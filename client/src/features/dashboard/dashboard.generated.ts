/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type DealerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DealerDashboardQuery = { dealerDashboard: { availableProductCount: number, testDriveCounts: { pending: number, confirmed: number, completed: number, cancelled: number } } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { userCount: number, blogCount: number, locationCount: number, productCount: number, comparisonCount: number, roleCounts: { user: number, dealer: number, agent: number, admin: number, superadmin: number }, vehicleTypeCounts: { scooter: number, bike: number, fourWheeler: number, commercial: number } } };

export type AgentDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentDashboardQuery = { agentDashboard: { wishlistCount: number, productCount: number, dealerCount: number, locationCount: number } };


export const DealerDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDriveCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableProductCount"}}]}}]}}]} as unknown as DocumentNode;

export function useDealerDashboardQuery(options?: Omit<Urql.UseQueryArgs<DealerDashboardQueryVariables>, 'query'>) {
  return Urql.useQuery<DealerDashboardQuery, DealerDashboardQueryVariables>({ query: DealerDashboardDocument, ...options });
};
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"blogCount"}},{"kind":"Field","name":{"kind":"Name","value":"locationCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonCount"}},{"kind":"Field","name":{"kind":"Name","value":"roleCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scooter"}},{"kind":"Field","name":{"kind":"Name","value":"bike"}},{"kind":"Field","name":{"kind":"Name","value":"fourWheeler"}},{"kind":"Field","name":{"kind":"Name","value":"commercial"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useAdminDashboardQuery(options?: Omit<Urql.UseQueryArgs<AdminDashboardQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminDashboardQuery, AdminDashboardQueryVariables>({ query: AdminDashboardDocument, ...options });
};
export const AgentDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCount"}},{"kind":"Field","name":{"kind":"Name","value":"locationCount"}}]}}]}}]} as unknown as DocumentNode;

export function useAgentDashboardQuery(options?: Omit<Urql.UseQueryArgs<AgentDashboardQueryVariables>, 'query'>) {
  return Urql.useQuery<AgentDashboardQuery, AgentDashboardQueryVariables>({ query: AgentDashboardDocument, ...options });
};