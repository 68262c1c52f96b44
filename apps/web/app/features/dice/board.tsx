import './board.css';
import { DiceGame } from './components/dice-game.tsx';

/**
 * The Dice page's board: the game frame's child route (routes/game.tsx),
 * found by convention at features/<id>/board.tsx, so each game's code is a
 * chunk of its own.
 */
export default function DiceBoard() {
  return <DiceGame />;
}
