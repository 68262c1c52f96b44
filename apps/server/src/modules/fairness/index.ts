/** Provably-fair seed pairs: commitment, rotation, nonce accounting, public verification. */
export { createSeedPair, activeSeedPair, lockActiveSeedPair, type ClaimedSeeds } from './seeds.ts';
export { rotateSeeds } from './rotate.ts';
export { seedColumns, activeSeedJoin, playSeedJoin, claimNonceSql, claimNextNonceCte, isNonceMoved } from './claim.ts';
export { createChain, listChains, chainsOf, chainById, chainHashAt, nextChainPlace, type ChainRow } from './chains.ts';
