/** docs/product.md §9: what one upstream credit costs, in USD. Client-safe, shared by the API and the admin page. */
export const CREDIT_VALUE_USD = 0.001;

/** Credits in USD (credits × value per credit), unrounded; format with `formatUsd`. */
export function creditsCost(credits: number): number {
  return credits * CREDIT_VALUE_USD;
}
