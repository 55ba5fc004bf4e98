/**
 * Who may do what: the one home of every role rule (docs/decisions/0012).
 * GraphQL directives, REST route guards and the client's guards, menus and
 * buttons all name one of these rules; none lists roles of its own.
 */
import { ROLES, rolesPassing, type Role } from '../domain/people';

// the roles are the people kernel's; the permission table re-exports them for its readers
export { ROLES, type Role };

/** 'public': anyone, guests included; 'signedIn': any signed-in role; a list: one of these roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export const RULES = {
  /** catalogue, content, geo and shop look-ups, sign-in and the public forms */
  public: 'public',
  /** own profile, the signed-in user, products of a shop */
  signedIn: 'signedIn',
  /** brands, products, comparisons, blogs, the FAQ, locations, users, enquiries, the admin dashboard */
  admin: ['ADMIN'],
  /** a customer books test rides and cancels own pending ones */
  customer: ['USER'],
  /** a dealer runs its shop: profile, stock, its rides, its dashboard */
  dealer: ['DEALER'],
  /** an agent's leads and dashboard */
  agent: ['AGENT'],
  /** a lead's detail and changes: an agent's own leads (checked by the service), any lead for an admin */
  leadWorker: ['AGENT', 'ADMIN'],
  /** the wishlist: customers, agents and superadmins keep one (admins and dealers run the back-office) */
  wishlist: ['USER', 'AGENT', 'SUPERADMIN'],
  /** a ride's two sides: REST's DELETE /test-drive/:id (a customer cancels, a dealer removes from its list), moving it, its calendar file */
  rideParty: ['USER', 'DEALER'],
  /** webhook endpoints of one's own: a dealer's hear of its shop's rides, an admin's of everything */
  webhooks: ['DEALER', 'ADMIN'],
  /** the back-office shell at /dashboard */
  backOffice: ['DEALER', 'AGENT', 'ADMIN', 'SUPERADMIN'],
  /** API keys for integrations: dealers for their shop, admins (and superadmins) for the catalogue */
  apiKeys: ['DEALER', 'ADMIN'],
  /** spreadsheet import and export (docs/decisions/0060): the admins' catalogue and shops, a dealer's stock; IMPORT_KIND_RULES says which kind */
  importer: ['DEALER', 'ADMIN'],
  /** the audit trail: admins read every event, a dealer only its own shop's (the service forces the filter) */
  audit: ['DEALER', 'ADMIN'],
  /** the superadmin's user-management entry in the site header */
  superadmin: ['SUPERADMIN'],
  /** integrations: the API explorer at /docs/api/explorer (a dealer and the admins, who may hold API keys) */
  integrator: ['DEALER', 'ADMIN'],
} as const satisfies Record<string, Access>;

export type RuleName = keyof typeof RULES;

/** The roles a rule names, with SUPERADMIN passing wherever ADMIN does; undefined for public and signedIn. */
export function rolesOf(rule: RuleName): readonly Role[] | undefined {
  const access: Access = RULES[rule];
  if (access === 'public' || access === 'signedIn') return undefined;
  return rolesPassing(access);
}

/** Whether a caller with this role (undefined/null for a guest) passes the rule. */
export function allows(rule: RuleName, role: Role | null | undefined): boolean {
  const access: Access = RULES[rule];
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'signedIn') return true;
  return rolesOf(rule)!.includes(role);
}

/** Which spreadsheet each role imports and exports (docs/decisions/0060): the catalogue and shops are the admins', the stock a dealer's own. */
export const IMPORT_KIND_RULES = { products: 'admin', stock: 'dealer', shops: 'admin' } as const satisfies Record<string, RuleName>;
