import './board.css';
import { PopitGame } from './components/popit-game.tsx';

/** The Popit page's board: the game frame's child route (routes/game.tsx), found by convention. */
export default function PopitBoard() {
  return <PopitGame />;
}
