"use client";

import { useState } from "react";
import { Bell, BellOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage, hasCode } from "@/lib/api/client";
import { useRouter } from "next/navigation";
import { setProductWatch } from "@/lib/client/products";
import { useInvalidate } from "@/lib/swr/invalidate";
import { toast } from "@/lib/toast";

/** 'Vigilar producto': a new store or a new country selling it reaches Novedades and Telegram. */
export function WatchProductButton({ productId, following }: { productId: string; following: boolean }) {
  const invalidate = useInvalidate();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const { following: now } = await setProductWatch(invalidate, productId, !following);
      toast.success(now ? "Vigilando el producto: te avisaremos de cada tienda o país nuevo" : "Dejaste de vigilar el producto");
    } catch (e) {
      const message = errorMessage(e, "No se pudo cambiar la vigilancia. Inténtalo de nuevo.");
      // A plan without room says which plans have it, where the user can act on it.
      toast.error(
        message,
        hasCode(e, "PLAN_LIMIT") ? { action: { label: "Ver planes", onClick: () => router.push("/user-plans") } } : undefined,
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant={following ? "outline" : "primary"} onClick={() => void toggle()} loading={busy} aria-pressed={following}>
      {following ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
      {following ? "Dejar de vigilar" : "Vigilar producto"}
    </Button>
  );
}
