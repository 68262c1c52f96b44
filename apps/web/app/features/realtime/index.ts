export { connectRealtime, disconnectRealtime, onPublication, onRealtimeAuthError, useRealtime, realtimeStore, type ConnectionState, type RealtimeState } from './api/socket.ts';
