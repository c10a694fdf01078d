/** One page of a server-paginated list: what the pager shows ('Página N de M', 'Mostrando X - Y de Z'). */
export type PageInfo = { page: number; limit: number; totalCount: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean };

export function pageInfo(page: number, limit: number, totalCount: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));
  return { page, limit, totalCount, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}
