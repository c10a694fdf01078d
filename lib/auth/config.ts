import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { readLoginTicket } from "@/lib/auth/tokens";

// `/api/auth/*` belongs to the product's JSON API (docs/product.md §7), so Auth.js lives under its own base path.
export const AUTH_BASE_PATH = "/api/nextauth";

declare module "next-auth" {
  interface User {
    sessionVersion?: number;
  }
}

const config = {
  basePath: AUTH_BASE_PATH,
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt" },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    Credentials({
      credentials: { ticket: {} },
      async authorize(credentials) {
        const ticket = typeof credentials?.ticket === "string" ? credentials.ticket : "";
        const claims = await readLoginTicket(ticket);
        if (!claims) return null;
        return { id: claims.userId, sessionVersion: claims.sessionVersion };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sv = user.sessionVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      // Only the id and version travel in the cookie; name, role and plan are always read from the database.
      return { ...session, user: { ...session.user, id: token.sub ?? "" }, sv: token.sv };
    },
  },
} satisfies NextAuthConfig;

export const { handlers, auth, signIn, signOut } = NextAuth(config);
