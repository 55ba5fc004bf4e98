// what other modules use of the audit kernel: the writer they call in their transactions, and the caller they pass
export { CHANGED, changesBetween, recordAudit, targetKey, type AuditEntry, type DiffOptions } from './audit-writer';
export { SYSTEM_CALLER, callerFor, type Caller } from './caller';
