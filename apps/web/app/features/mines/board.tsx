import './board.css';
import { MinesGame } from './components/mines-game.tsx';

/** The Mines page's board: the game frame's child route (routes/game.tsx), found by convention. */
export default function MinesBoard() {
  return <MinesGame />;
}
