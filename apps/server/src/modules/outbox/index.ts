/** Transactional outbox: domain events written with the change, published by the runtime's relay (decision 012). */
export { emit, eventsStep, settledBetsOf, type DomainEvent, type EventType, type SettledBet, type StoredEvent } from './events.ts';
export { createOutboxRelay, directPushes, type Projector } from './relay.ts';
