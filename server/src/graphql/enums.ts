/**
 * GraphQL enums are upper case (FOUR_WHEELER, PENDING); the database and the REST
 * paths use the spec's lower-case words (four-wheeler, pending). These two map them.
 */
export const toGraphQLEnum = <T extends string>(value: string): T => value.toUpperCase().replace(/-/g, '_') as T;

export const fromGraphQLEnum = <T extends string>(value: string): T => value.toLowerCase().replace(/_/g, '-') as T;
