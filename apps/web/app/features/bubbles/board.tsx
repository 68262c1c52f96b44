import './board.css';
import { BubblesGame } from './components/bubbles-game.tsx';

/** The Bubbles page's board: the game frame's child route (routes/game.tsx), found by convention. */
export default function BubblesBoard() {
  return <BubblesGame />;
}
