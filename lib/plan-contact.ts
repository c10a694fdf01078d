/**
 * Where a user asks for a plan ('Contactar Admin', docs/product.md §2 Plans page): an e-mail address or
 * an https link (a Telegram or WhatsApp chat, a form) an admin sets, else the first admin's e-mail.
 * Pure and client-safe: the plans screen builds the link with the plan's name.
 */

export type PlanContact = {
  kind: "email" | "link";
  /** The address or the https link. */
  value: string;
  /** An admin set it; otherwise it is the first admin's e-mail. */
  configured: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an admin typed, as a contact; null when it is neither an e-mail nor an https link. */
export function parsePlanContact(value: string): Omit<PlanContact, "configured"> | null {
  const v = value.trim();
  if (EMAIL.test(v)) return { kind: "email", value: v.toLowerCase() };
  if (/^https:\/\/[^\s]+$/i.test(v)) return { kind: "link", value: v };
  return null;
}

/** The button's link: an e-mail with the plan in its subject, or the admin's link as it is. */
export function planContactHref(contact: PlanContact, planName: string): string {
  if (contact.kind === "link") return contact.value;
  const subject = `Quiero el plan ${planName} en AdRadar`;
  const body = `Hola, me gustaría cambiar al plan ${planName}. ¿Cómo lo activo?`;
  return `mailto:${contact.value}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
