// Messages between run.ts and its client processes (clients.ts), over the IPC channel.

export type ToClients =
  | { type: 'connect'; url: string; count: number; batch: number; timeoutMs: number }
  | { type: 'measure' }
  /** Report the result pushes of these round numbers. */
  | { type: 'report'; rounds: number[] }
  | { type: 'close' };

export type ClientsReport = {
  type: 'report';
  /** Clients this process opened (connected or not). */
  clients: number;
  /** Still connected when the report was asked for. */
  connectedNow: number;
  /** Arrival delay (ms, receipt − the push's serverTime) of every result push received, all rounds together. */
  delays: number[];
  /** Clients that received the result push of every round asked about. */
  everyPush: number;
  disconnects: number;
  disconnectReasons: Record<string, number>;
  perRound: { number: number; received: number }[];
};

export type FromClients =
  | { type: 'ready'; pid: number }
  | { type: 'progress'; opened: number; ok: number }
  | { type: 'connected'; ok: number; errors: Record<string, number> }
  | { type: 'measuring' }
  | ClientsReport;
