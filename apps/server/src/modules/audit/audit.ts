import { rowsOf, sql, type Executor } from '@azart/db';
import type { AuditEntry } from '@azart/contracts';

export type AuditRecord = {
  /** The staff member acting; null for the system. */
  actorId: number | null;
  action: string;
  target: { type: string; id: string | number };
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Appends to the audit log inside the caller's transaction: the row exists exactly when the action commits. */
export async function record(tx: Executor, entry: AuditRecord): Promise<void> {
  await tx.execute(sql`
    INSERT INTO audit_log (actor_id, action, target_type, target_id, details, ip)
    VALUES (${entry.actorId}, ${entry.action}, ${entry.target.type}, ${String(entry.target.id)}, ${JSON.stringify(entry.details ?? {})}::jsonb, ${entry.ip ?? null})`);
}

/** The latest entries about one target, newest first. */
export async function historyOf(exec: Executor, target: { type: string; id: string | number }, limit = 50): Promise<AuditEntry[]> {
  const rows = rowsOf<{ id: number; actor_id: number | null; action: string; details: Record<string, unknown> | string; created_at: string | Date }>(
    await exec.execute(sql`
      SELECT id, actor_id, action, details, created_at FROM audit_log
      WHERE target_type = ${target.type} AND target_id = ${String(target.id)} ORDER BY id DESC LIMIT ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    action: r.action,
    details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
