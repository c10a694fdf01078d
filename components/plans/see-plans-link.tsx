import Link from "next/link";
import { buttonVariants, type ButtonVariant } from "@/components/ui/button";

/** 'Ver planes': where an empty state or a lock sends a user whose plan leaves a feature out. */
export function SeePlansLink({ variant = "primary" }: { variant?: ButtonVariant }) {
  return (
    <Link href="/user-plans" className={buttonVariants({ variant })}>
      Ver planes
    </Link>
  );
}
