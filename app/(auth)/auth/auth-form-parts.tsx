"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { AUTH_COPY, type AuthFormProps, type AuthMode } from "./use-auth-form";

type AuthFormFrameProps = Pick<AuthFormProps, "busy" | "onSwitch" | "switchHref"> & {
  id: string;
  mode: AuthMode;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  children: React.ReactNode;
};

/** Heading, the fields (disabled while busy), the full-width submit and the switch link of an auth form. */
export function AuthFormFrame({ id, mode, busy, onSubmit, onSwitch, switchHref, children }: AuthFormFrameProps) {
  const {
    heading: [title, subtitle],
    submit: [submitLabel, busyLabel],
    switchTo: [question, action],
  } = AUTH_COPY[mode];
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="grid gap-6">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-zinc-900">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>

      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        {children}
        <Button type="submit" size="lg" loading={busy} className="mt-2 w-full">
          {busy ? busyLabel : submitLabel}
        </Button>
      </fieldset>

      <SwitchPrompt question={question} action={action} href={switchHref} onSwitch={onSwitch} disabled={busy} />
    </form>
  );
}

/** The e-mail input both forms share (react-hook-form's ref arrives with the props). */
export function EmailInput(props: React.ComponentProps<typeof Input>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="tu@correo.com"
      {...props}
    />
  );
}

function SwitchPrompt({
  question,
  action,
  href,
  onSwitch,
  disabled,
}: {
  question: string;
  action: string;
  href: string;
  onSwitch: () => void;
  disabled: boolean;
}) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {question}{" "}
      <a
        href={href}
        aria-disabled={disabled || undefined}
        onClick={(event) => {
          // Plain clicks switch in place (keeping typed values out of the URL); modified clicks open the link.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          if (!disabled) onSwitch();
        }}
        className="rounded font-medium text-brand-600 hover:text-brand-700 hover:underline aria-disabled:pointer-events-none aria-disabled:opacity-50"
      >
        {action}
      </a>
    </p>
  );
}
