import type { AppModule } from '../module';
import { auditResolvers } from './audit.resolvers';
import { auditRoutes } from './audit.routes';

export const auditModule: AppModule = { name: 'audit', resolvers: auditResolvers, routes: auditRoutes };

// The audit kernel as other modules use it (module boundary: docs/decisions/0013): the writers they
// call in their transactions, and the caller they pass.
export { recordAudit, changesBetween, targetKey, CHANGED, type AuditEntry, type DiffOptions } from './audit-writer';
export { recordAuditBatch } from './audit-batch';
export { SYSTEM_CALLER, callerFor, type Caller } from './caller';
