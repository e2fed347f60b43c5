// The header's links are data in the shared package (@pv/shared/contract/navigation), beside the
// route table; what stays here is how the header behaves.

/** Header timings and thresholds (docs/behaviour.md, "Header"). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const DROPDOWN_OPEN_DELAY_MS = 300;
export const DROPDOWN_CLOSE_DELAY_MS = 150;
