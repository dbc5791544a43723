import { createContext } from 'react';

/**
 * What a screen that reveals its new cards tells the pull cards under it: which pulls are being revealed, and in
 * what order. A card asks for its own place only, so starting or ending a reveal re-renders the revealed cards and
 * no other. Grids without a provider (My Summons, How Much To) draw their cards as always.
 */
export interface PullRevealSource {
  /** Adds a listener called whenever the revealed pulls change; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
  /** The card's place in the running reveal (0 appears first), or -1 when the pull is not being revealed. */
  orderOf(pullNumber: number): number;
}

export const PullRevealContext = createContext<PullRevealSource | null>(null);

/** The rarities whose cards glow as they are revealed: the top results. */
export const GLOWING_RARITIES: ReadonlySet<string> = new Set(['ssr', 'ml']);
