import { PageSpinner } from "@/components/ui/spinner";

export default function Loading() {
  return <PageSpinner label="Cargando usuarios..." />;
}
