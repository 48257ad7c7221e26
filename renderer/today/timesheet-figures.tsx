// The day's timesheet figures, one chunk loaded when first drawn (timesheet-lazy.tsx).
export { AmountLine } from './amount-line.tsx';
export { BilledLine } from './billed-line.tsx';
