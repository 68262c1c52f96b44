import './board.css';
import { HotlineGame } from './components/hotline-game.tsx';

/** The Hotline page's board: the game frame's child route (routes/game.tsx), found by convention. */
export default function HotlineBoard() {
  return <HotlineGame />;
}
