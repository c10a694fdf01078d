"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import type { PageInfo } from "@/lib/paging-info";

/** 'Mostrando X - Y de Z', 'Anterior' / 'Siguiente' and 'Página N de M' for a server-paginated list. */
export function Pager({
  label,
  noun,
  info,
  shown,
  onPage,
}: {
  label: string;
  noun: string;
  info: PageInfo;
  shown: number;
  onPage: (page: number) => void;
}) {
  const first = (info.page - 1) * info.limit + 1;
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 border-t border-border p-4 sm:flex-row">
      <p className="text-sm text-muted-foreground">
        Mostrando {formatNumber(first)} - {formatNumber(first + shown - 1)} de {formatNumber(info.totalCount)} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={!info.hasPrevPage} onClick={() => onPage(info.page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <span className="text-sm text-zinc-700 tabular-nums">
          Página {formatNumber(info.page)} de {formatNumber(info.totalPages)}
        </span>
        <Button variant="outline" size="sm" disabled={!info.hasNextPage} onClick={() => onPage(info.page + 1)}>
          Siguiente
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
