import type { PlanView } from "@/lib/services/billing/list-plans";
import { controlClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COUNTRY_GROUPS } from "@/lib/providers/catalog";
import { cn } from "@/lib/utils";

/** A native <select> with the inputs' look: keyboard- and screen-reader-friendly on every device. */
export function nativeSelectClasses(className?: string): string {
  return cn(controlClasses, "h-10 appearance-auto px-3", className);
}

type NativeSelectForProps = Omit<React.ComponentProps<"select">, "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A native select bound to one field of the form, as the archive's and the products' filters are
 * (keyboard- and screen-reader-friendly on every device); `<Field>` puts its id and aria attributes on it.
 */
export function NativeSelectFor({ value, onChange, className, ...props }: NativeSelectForProps) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={nativeSelectClasses(cn("w-full", className))}
    />
  );
}

/** A plan picker: one option per plan, by name. Other props (react-hook-form's `register`) go to the <select>. */
export function PlanSelect({ plans, className, ...props }: { plans: PlanView[] } & React.ComponentProps<"select">) {
  return (
    <select className={nativeSelectClasses(className)} {...props}>
      {plans.map((p) => (
        <option key={p.type} value={p.type}>
          {p.name}
        </option>
      ))}
    </select>
  );
}

/**
 * A native select with its label (keyboard- and screen-reader-friendly on every device): an optional
 * "any" first option, then `options`, or `children` for grouped ones.
 */
export function SelectField({
  id,
  label,
  name,
  value,
  any,
  options,
  onChange,
  className,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
  /** The first option, meaning no filter ('Todos'). */
  any?: string;
  options?: readonly { value: string; label: string }[];
  onChange?: () => void;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={value ?? ""} onChange={onChange} className={nativeSelectClasses("w-full")}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}

/** The countries grouped by region, as `<optgroup>`s: every country select lists them the same way. */
export function CountryOptions() {
  return (
    <>
      {COUNTRY_GROUPS.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/** 'País': 'Todos los países' (no filter) first, then the countries by region. */
export function CountrySelectField({ id, value, name = "country" }: { id: string; value?: string; name?: string }) {
  return (
    <SelectField id={id} label="País" name={name} value={value} any="Todos los países">
      <CountryOptions />
    </SelectField>
  );
}
