// The one step after every single-row read: the row a statement found (or none) as its record.
export const recordOf = <R, T>(row: R | undefined, toRecord: (row: R) => T): T | undefined =>
  row === undefined ? undefined : toRecord(row);
