import { useEffect, useState } from 'react';

/**
 * True from the first time `value` was true on: a host mounts its lazily
 * loaded modal on the first opening and keeps it mounted after, so the modal
 * closes itself (its closing animation, focus return) instead of vanishing.
 */
export function useSinceFirst(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  useEffect(() => {
    if (value) setSeen(true);
  }, [value]);
  return seen || value;
}
