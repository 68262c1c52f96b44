import { STATUSES, type Status } from '@azart/contracts';

type StatusTable = { thresholds: readonly number[] };

/** The status a week's deposits (kopecks) reach (bonuses.md §4): none below bronze. */
export function statusOf(weekDeposits: number, table: StatusTable): Status {
  let status: Status = 'none';
  table.thresholds.forEach((threshold, i) => {
    if (weekDeposits >= threshold) status = STATUSES[i + 1]!;
  });
  return status;
}

/** The status's index: 0 for none, 1 bronze … 5 diamond. */
export const statusRank = (status: Status): number => STATUSES.indexOf(status);
